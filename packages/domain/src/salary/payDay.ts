import { calendarDateToPayload } from '../format/dates';
import { monthNameNb } from '../format/monthNames';
import { addCalendarMonths, osloCalendarDate, type CalendarDate } from '../time/oslo';

/** Teachers are paid on the 15th (seed 000 §9). */
export const PAY_DAY_OF_MONTH = 15;

/**
 * The next pay day as an Oslo calendar day: the 15th of this month, or of next month when today
 * (in Oslo) is after the 15th. On the 15th itself the pay day is today.
 */
export function nextPayDay(now: Date): CalendarDate {
  const today = osloCalendarDate(now);
  const month = today.day > PAY_DAY_OF_MONTH ? addCalendarMonths(today, 1) : today;
  return { year: month.year, month: month.month, day: PAY_DAY_OF_MONTH };
}

/** 'YYYY-MM-DD' of the next pay day. */
export function nextPayDayPayload(now: Date): string {
  return calendarDateToPayload(nextPayDay(now));
}

/** The pay day shown on the dashboard, 'DD. MMMM' in Norwegian Bokmål: '15. desember'. */
export function formatPayDay(now: Date): string {
  const { month, day } = nextPayDay(now);
  return `${String(day).padStart(2, '0')}. ${monthNameNb(month)}`;
}
