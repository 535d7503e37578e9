import { toDate, type DateInput } from '../time/oslo';

/** The derived display status of an activity (seed 000 §4, seed 001 §4). */
export const ACTIVITY_STATUS = {
  COMPLETED: 'Fullført',
  PLANNED: 'Planlagt',
  MISSING_SUMMARY: 'Mangler oppsummering',
} as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** True when the activity starts strictly after `now`; a start equal to now has begun. */
export function isFutureStart(start: DateInput, now: Date): boolean {
  return toDate(start).getTime() > now.getTime();
}

/**
 * 'Fullført' when summary_date is set; otherwise 'Planlagt' when the start lies in the future;
 * otherwise 'Mangler oppsummering'.
 */
export function activityDisplayStatus(
  activity: { start_date_time: DateInput; summary_date?: string | null },
  now: Date,
): ActivityStatus {
  if (activity.summary_date) return ACTIVITY_STATUS.COMPLETED;
  return isFutureStart(activity.start_date_time, now)
    ? ACTIVITY_STATUS.PLANNED
    : ACTIVITY_STATUS.MISSING_SUMMARY;
}
