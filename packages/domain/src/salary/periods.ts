import { addCalendarMonths, osloMidnight } from '../time/oslo';
import { nextPayDay } from './payDay';

/** A half-open span of time [from, to) as absolute instants. */
export interface TimeSpan {
  from: Date;
  to: Date;
}

/**
 * The next payment covers unpaid payable activities that started before the first day of the pay
 * day's month (design domain.md). Returns that first day's Oslo midnight: activities with
 * start < cutoff are included.
 */
export function nextPaymentCutoff(now: Date): Date {
  const payDay = nextPayDay(now);
  return osloMidnight(payDay.year, payDay.month, 1);
}

/**
 * Unpaid view of month M/Y ('Lønn til og med'): unpaid payable activities that started on or before
 * the last day of M/Y. Returns the exclusive end: Oslo midnight of the first day of the next month.
 */
export function unpaidSalaryEnd(month: number, year: number): Date {
  const next = addCalendarMonths({ year, month, day: 1 }, 1);
  return osloMidnight(next.year, next.month, 1);
}

/**
 * Paid view of month M/Y: activities paid in the pay run of M/Y, whose paid_date lies in the month
 * after M (the run on the 15th). Returns that month as a half-open span in Oslo time.
 */
export function paidSalaryRunSpan(month: number, year: number): TimeSpan {
  const runMonth = addCalendarMonths({ year, month, day: 1 }, 1);
  const after = addCalendarMonths(runMonth, 1);
  return {
    from: osloMidnight(runMonth.year, runMonth.month, 1),
    to: osloMidnight(after.year, after.month, 1),
  };
}
