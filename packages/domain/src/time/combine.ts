import { calendarDateToPayload } from '../format/dates';
import { osloInstant, osloWallClock, type DateInput } from './oslo';
import type { TimeOfDay } from './timeInput';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant of an Oslo wall-clock date and time, e.g. the activity form's date picker plus time
 * input: ('2026-11-21', {hours: 9, minutes: 0}) -> 2026-11-21T08:00:00Z.
 * Daylight-saving days follow the usual "compatible" choice: a time skipped in spring
 * (2026-03-29 02:30) moves forward by the gap (03:30 CEST); a time that occurs twice in autumn
 * (2026-10-25 02:30) means its first occurrence (02:30 CEST).
 */
export function combineOsloDateTime(date: string, time: TimeOfDay): Date {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return osloInstant(year, month, day, time.hours, time.minutes);
}

/** The Oslo calendar date and wall-clock time of an instant, to fill the date picker and time input. */
export function splitOsloDateTime(input: DateInput): { date: string; time: TimeOfDay } {
  const d = osloWallClock(input);
  return {
    date: calendarDateToPayload({
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
    }),
    time: { hours: d.getUTCHours(), minutes: d.getUTCMinutes() },
  };
}
