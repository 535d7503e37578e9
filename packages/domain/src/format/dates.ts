import { osloCalendarDate, osloWallClock, type CalendarDate, type DateInput } from '../time/oslo';

const pad2 = (n: number): string => String(n).padStart(2, '0');

// An Oslo wall clock's fields (`osloWallClock`), written out as the seeds show them.
const dayMonthYear = (wall: Date): string =>
  `${pad2(wall.getUTCDate())}.${pad2(wall.getUTCMonth() + 1)}.${String(wall.getUTCFullYear()).padStart(4, '0')}`;
const hoursMinutes = (wall: Date): string =>
  `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;

/** 'DD.MM.YYYY' in Oslo time, e.g. '21.11.2026'. */
export function formatDate(input: DateInput): string {
  return dayMonthYear(osloWallClock(input));
}

/** 'HH:mm' (24 h) in Oslo time, e.g. '09:05'. */
export function formatTime(input: DateInput): string {
  return hoursMinutes(osloWallClock(input));
}

/** 'DD.MM.YYYY, kl: HH:mm' in Oslo time (seed 001 format for a date with time). */
export function formatDateTime(input: DateInput): string {
  const wall = osloWallClock(input);
  return `${dayMonthYear(wall)}, kl: ${hoursMinutes(wall)}`;
}

/** 'DD.MM.YYYY HH:mm' in Oslo time (the time column of the teacher's activity table, seed 000). */
export function formatDateTimeCompact(input: DateInput): string {
  const wall = osloWallClock(input);
  return `${dayMonthYear(wall)} ${hoursMinutes(wall)}`;
}

/** 'YYYY-MM-DD': the Oslo calendar day of an instant, as sent in payloads. */
export function toPayloadDate(input: DateInput): string {
  return calendarDateToPayload(osloCalendarDate(input));
}

/** 'YYYY-MM-DD' of a calendar day. */
export function calendarDateToPayload(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`;
}
