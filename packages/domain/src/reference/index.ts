// @portal/domain/reference: its rules, exported by name.
export {
  LOCATION_CODES,
  LOCATION_LABELS,
  LOCATION_OPTIONS,
  NO_TRAVEL_LOCATIONS,
  isLocationCode,
  isNoTravelLocation,
  locationLabel,
  travelTimeForLocation,
} from './locations';
export type { LocationCode } from './locations';
export {
  TEACHER_STATUSES,
  TEACHER_STATUS_LABELS,
  TEACHER_STATUS_OPTIONS,
  DEFAULT_TEACHER_STATUS,
  isTeacherStatus,
  teacherStatusLabel,
  YEAR_OF_STUDY_VALUES,
  YEAR_OF_STUDY_OPTIONS,
  yearOfStudyLabel,
} from './teacher';
export type { TeacherStatus, YearOfStudy } from './teacher';
export { ROLE_LABELS, roleLabel, CUSTOMER_GROUPS } from './roles';
export type { CustomerGroup } from './roles';
export {
  TOAST_DURATION_MS,
  DEFAULT_THEME,
  FALLBACK_ID,
  PLAIN_LIST_SEARCH_LIMIT,
  DEVELOPER_PICKER_LIMIT,
  DEFAULT_ORDERING,
  NEW_TEACHER_ACTIVITY_CATEGORIES,
  DEFAULT_INVOICE_START_DATE,
  BREAKPOINTS,
  MAX_TEXT_LENGTH,
} from './constants';
