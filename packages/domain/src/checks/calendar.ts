// Calendar-date validity without Date objects, so no time zone can shift a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the year is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year/month/day (month 1-12) name a real day. */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/**
 * The years a date in a payload may have (birth dates, lessons, sales). Outside them a date is a
 * typing error, and the database cannot store year 0 at all.
 */
export const MIN_PAYLOAD_YEAR = 1900;
export const MAX_PAYLOAD_YEAR = 2100;

export function isPayloadYear(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_PAYLOAD_YEAR && year <= MAX_PAYLOAD_YEAR;
}

/** True for a 'YYYY-MM-DD' string naming a real day in the payload years (the payload date format). */
export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return isPayloadYear(year) && isValidCalendarDate(year, Number(match[2]), Number(match[3]));
}

/** 'YYYY-MM-DD' from numeric parts; the caller has checked them. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
