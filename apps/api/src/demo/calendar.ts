import { toPayloadDate } from '@portal/domain/format';
import { combineOsloDateTime } from '@portal/domain/time';

/** Calendar arithmetic on 'YYYY-MM-DD' strings (no time zone involved). */
export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** An Oslo wall-clock time on a calendar day as an instant. */
export const osloAt = (date: string, hours: number, minutes = 0): Date =>
  combineOsloDateTime(date, { hours, minutes });

export const osloToday = (now: Date): string => toPayloadDate(now);
