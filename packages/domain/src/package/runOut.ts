import { calendarDateToPayload } from '../format/dates';
import type { CalendarDate } from '../time/oslo';

/** The pace of lessons is measured over the last 8 weeks. */
export const RUN_OUT_WINDOW_WEEKS = 8;
export const RUN_OUT_WINDOW_DAYS = RUN_OUT_WINDOW_WEEKS * 7;
/** What a package shows when no lesson drew from it in the window. */
export const NO_RECENT_ACTIVITY_TEXT = `Ingen aktivitet siste ${RUN_OUT_WINDOW_WEEKS} uker`;

export type RunOutForecast =
  /** The hours last until about this day (YYYY-MM-DD) at the recent pace. */
  | { kind: 'date'; date: string }
  /** No lesson drew from the package in the last 8 weeks: no pace to go by. */
  | { kind: 'no-recent-activity' }
  /** Nothing is left to run out. */
  | { kind: 'used-up' };

/**
 * When a package's hours run out at the recent pace of lessons: the hours drawn in the last 8
 * weeks, spread evenly over those 56 days, used up from `today` on. The day is rounded up (the
 * last hours are used that day) and never before tomorrow.
 */
export function forecastRunOut(input: {
  remainingHours: number;
  hoursDrawnLast8Weeks: number;
  today: CalendarDate;
}): RunOutForecast {
  const { remainingHours, hoursDrawnLast8Weeks, today } = input;
  if (!(remainingHours > 0)) return { kind: 'used-up' };
  if (!(hoursDrawnLast8Weeks > 0)) return { kind: 'no-recent-activity' };
  // remaining / (drawn / 56) as one division: the pace per day as a float first made 306 hours
  // at 17 per 8 weeks 1008.0000000000001 days, a day too late.
  const days = Math.max(
    1,
    Math.ceil((remainingHours * RUN_OUT_WINDOW_DAYS) / hoursDrawnLast8Weeks),
  );
  const at = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return {
    kind: 'date',
    date: calendarDateToPayload({
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
    }),
  };
}
