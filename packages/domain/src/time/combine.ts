import { calendarDateToPayload } from '../format/dates';
import { inOslo, type DateInput } from './oslo';
import type { TimeOfDay } from './timeInput';

const HOUR_MS = 3_600_000;
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
  const wall = Date.UTC(year, month - 1, day, time.hours, time.minutes);
  // Oslo is UTC+2 in summer and UTC+1 in winter; try the earlier instant first.
  const shows = (t: number): boolean => {
    const d = inOslo(t);
    return (
      d.getFullYear() === year &&
      d.getMonth() === month - 1 &&
      d.getDate() === day &&
      d.getHours() === time.hours &&
      d.getMinutes() === time.minutes
    );
  };
  const instant = [wall - 2 * HOUR_MS, wall - HOUR_MS].find(shows) ?? wall - HOUR_MS;
  return new Date(instant);
}

/** The Oslo calendar date and wall-clock time of an instant, to fill the date picker and time input. */
export function splitOsloDateTime(input: DateInput): { date: string; time: TimeOfDay } {
  const d = inOslo(input);
  return {
    date: calendarDateToPayload({
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
    }),
    time: { hours: d.getHours(), minutes: d.getMinutes() },
  };
}
