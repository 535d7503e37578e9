// @portal/domain/activity: its rules, exported by name.
export {
  ACTIVITY_STATUS,
  ACTIVITY_STATUS_FILTERS,
  ACTIVITY_STATUS_FILTER_LABELS,
  isFutureStart,
  activityDisplayStatus,
} from './status';
export type { ActivityStatus, ActivityStatusFilter } from './status';
export {
  EMPTIED_SUMMARY_MESSAGE,
  NOT_ENOUGH_HOURS_MESSAGE,
  NOT_ENOUGH_HOURS_HINT,
  DURATION_CONFIRM_CANCEL,
  DURATION_CONFIRM_SAVE,
  isFilled,
  summariesDisabled,
  applyFutureStartRule,
  summaryDateOnSave,
  emptiedSummaryErrors,
  durationNeedsConfirmation,
  durationConfirmationMessage,
  hasInsufficientHours,
  remainingHoursWarning,
} from './saveRules';
export type { ActivitySummaries, SummaryErrors } from './saveRules';
export { SUBJECT_PLACEHOLDER, commonSubjects, subjectPlaceholder } from './subjects';
