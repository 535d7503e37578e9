import { TZDate } from '@date-fns/tz';

/** Every date rule of the portal is stated in Norwegian local time. */
export const OSLO_TIME_ZONE = 'Europe/Oslo';

/** A point in time: a Date, epoch milliseconds, an ISO 8601 timestamp or a YYYY-MM-DD calendar date. */
export type DateInput = Date | number | string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Converts a DateInput to a Date. A bare YYYY-MM-DD string means that calendar day in Oslo
 * (midnight Oslo time), not midnight UTC as `new Date('YYYY-MM-DD')` would read it.
 * Throws a RangeError on input that is not a date, so bad data never formats as "NaN.NaN.NaN".
 */
export function toDate(input: DateInput): Date {
  if (typeof input === 'string') {
    const match = CALENDAR_DATE.exec(input);
    if (match) {
      const [, y, m, d] = match;
      return osloMidnight(Number(y), Number(m), Number(d));
    }
  }
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a date: ${String(input)}`);
  }
  return date;
}

/** Wraps a point in time so that its getters (getDate, getHours ...) read Oslo wall-clock values. */
export function inOslo(input: DateInput): TZDate {
  return new TZDate(toDate(input).getTime(), OSLO_TIME_ZONE);
}

/** A calendar day; month is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The Oslo calendar day on which the given instant falls. */
export function osloCalendarDate(input: DateInput): CalendarDate {
  const d = inOslo(input);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** Midnight at the start of an Oslo calendar day, as an absolute instant. Month is 1-12. */
export function osloMidnight(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month - 1, day, OSLO_TIME_ZONE).getTime());
}

/** Days in a month (month 1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Adds whole months to a calendar day. A day that does not exist in the target month is clamped
 * to its last day (31 January + 1 month = 28/29 February; 29 February 2028 + 12 months = 28 February 2029).
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
