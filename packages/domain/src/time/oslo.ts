import { TZDate } from '@date-fns/tz';

/** Every date rule of the portal is stated in Norwegian local time. */
export const OSLO_TIME_ZONE = 'Europe/Oslo';

const MINUTE_MS = 60_000;

/**
 * The first year of the rule Norway has kept since, the EU's: summer time (UTC+2) from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+1 the rest of the
 * year. Earlier years had other rules, which only the time zone database knows.
 */
const EU_RULE_SINCE = 1996;

/** 01:00 UTC on the last Sunday of a month (1-12): where summer time starts or ends. */
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/**
 * Oslo's offset from UTC at an instant (epoch ms), in minutes: 120 in summer time, 60 otherwise.
 * Worked out by the EU rule from 1996 on, so that a page never starts the browser's time zone
 * machinery for it: the first `Intl.DateTimeFormat` of a page costs tens of milliseconds on a
 * phone (docs/performance.md). Earlier instants ask the time zone database. A test compares the
 * rule with the database for every change of the clock up to 2100, so a new Norwegian rule in a
 * future database fails the suite instead of passing unnoticed.
 */
export function osloOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  if (year < EU_RULE_SINCE) return -new TZDate(instant, OSLO_TIME_ZONE).getTimezoneOffset();
  const summer = instant >= lastSundayAtOneUtc(year, 3) && instant < lastSundayAtOneUtc(year, 10);
  return summer ? 120 : 60;
}

/**
 * An instant's Oslo wall clock, as a Date whose UTC fields (getUTCFullYear ... getUTCMinutes)
 * read Oslo's calendar day and time. Only for reading those fields: its own instant is shifted.
 */
export function osloWallClock(input: DateInput): Date {
  const instant = toDate(input).getTime();
  return new Date(instant + osloOffsetMinutes(instant) * MINUTE_MS);
}

/**
 * The instant of an Oslo wall-clock time (month 1-12). Daylight-saving days follow the usual
 * "compatible" choice: a time skipped in spring (02:30 on the last Sunday of March) moves forward
 * by the gap (03:30 summer time); a time that occurs twice in autumn means its first occurrence.
 */
export function osloInstant(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
): Date {
  // Earlier years had offsets other than +1 and +2 (1945): the database places those.
  if (year < EU_RULE_SINCE)
    return new Date(new TZDate(year, month - 1, day, hours, minutes, OSLO_TIME_ZONE).getTime());
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const shows = (instant: number) => instant + osloOffsetMinutes(instant) * MINUTE_MS === wall;
  const summer = wall - 120 * MINUTE_MS;
  const winter = wall - 60 * MINUTE_MS;
  return new Date(shows(summer) ? summer : winter);
}

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

/**
 * Wraps a point in time so that its getters (getDate, getHours ...) read Oslo wall-clock values.
 * For other tools' use with date-fns; the portal's own rules use `osloWallClock`, which does not
 * start the browser's time zone machinery.
 */
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
  const d = osloWallClock(input);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Midnight at the start of an Oslo calendar day, as an absolute instant. Month is 1-12. */
export function osloMidnight(year: number, month: number, day: number): Date {
  return osloInstant(year, month, day);
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
