// @portal/domain/time: its rules, exported by name.
export {
  OSLO_TIME_ZONE,
  toDate,
  inOslo,
  osloCalendarDate,
  osloMidnight,
  osloInstant,
  osloOffsetMinutes,
  osloWallClock,
  daysInMonth,
  addCalendarMonths,
} from './oslo';
export type { DateInput, CalendarDate } from './oslo';
export {
  TIME_INPUT_STEP_MINUTES,
  normalizeTimeInput,
  formatTimeOfDay,
  normalizeTimeText,
} from './timeInput';
export type { TimeOfDay } from './timeInput';
export { combineOsloDateTime, splitOsloDateTime } from './combine';
