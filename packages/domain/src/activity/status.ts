import { toDate, type DateInput } from '../time/oslo';

/** The derived display status of an activity (seed 000 §4, seed 001 §4). */
export const ACTIVITY_STATUS = {
  COMPLETED: 'Fullført',
  PLANNED: 'Planlagt',
  MISSING_SUMMARY: 'Mangler oppsummering',
} as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/**
 * The activity list's `status` filter (beyond the seed): one value per display status, in the order
 * a teacher looks for them. The API filters on it; the dashboard offers it.
 */
export const ACTIVITY_STATUS_FILTERS = ['missing_summary', 'planned', 'completed'] as const;
export type ActivityStatusFilter = (typeof ACTIVITY_STATUS_FILTERS)[number];

/** The display status each filter value lists. */
export const ACTIVITY_STATUS_FILTER_LABELS: Readonly<Record<ActivityStatusFilter, ActivityStatus>> =
  {
    missing_summary: ACTIVITY_STATUS.MISSING_SUMMARY,
    planned: ACTIVITY_STATUS.PLANNED,
    completed: ACTIVITY_STATUS.COMPLETED,
  };

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
