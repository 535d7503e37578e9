import { roundKr } from '../format/money';
import { toDate, type DateInput } from '../time/oslo';

/**
 * Teacher pay per activity (design domain.md "Teacher pay"). Every rate is a company setting passed
 * in by the caller; no figure in kr lives in this package.
 */

/** Hours after the lesson's end within which both summaries earn the incentive bonus. */
export const INCENTIVE_BONUS_WINDOW_HOURS = 48;

/** Base pay = duration (hours) x hourly rate, rounded to øre. */
export function basePay(durationHours: number, hourlyRate: number): number {
  return roundKr(durationHours * hourlyRate);
}

/** The hourly rate that applies: the teacher's personal rate when set, else the category's rate. */
export function effectiveHourlyRate(categoryRate: number, personalRate?: number | null): number {
  return personalRate ?? categoryRate;
}

/** Travel pay = 2 x one-way travel minutes / 60 x travel hourly rate (there and back), rounded to øre. */
export function travelPay(oneWayTravelMinutes: number, travelHourlyRate: number): number {
  return roundKr(((2 * oneWayTravelMinutes) / 60) * travelHourlyRate);
}

/**
 * True when both summaries were completed within the window (48 hours unless the company setting
 * says otherwise) of the lesson's end (end = start + duration). `summariesCompletedAt` is the moment
 * the second summary was saved; null means not (yet) completed.
 */
export function earnsIncentiveBonus(
  lessonEnd: DateInput,
  summariesCompletedAt: DateInput | null | undefined,
  windowHours: number = INCENTIVE_BONUS_WINDOW_HOURS,
): boolean {
  if (summariesCompletedAt == null) return false;
  const deadline = toDate(lessonEnd).getTime() + windowHours * 3_600_000;
  return toDate(summariesCompletedAt).getTime() <= deadline;
}

/** Incentive bonus = duration x bonus per hour when earned, else 0. */
export function incentiveBonus(
  durationHours: number,
  bonusPerHour: number,
  lessonEnd: DateInput,
  summariesCompletedAt: DateInput | null | undefined,
  windowHours: number = INCENTIVE_BONUS_WINDOW_HOURS,
): number {
  return earnsIncentiveBonus(lessonEnd, summariesCompletedAt, windowHours)
    ? roundKr(durationHours * bonusPerHour)
    : 0;
}

/** The pay parts of one activity or of a sum of activities. */
export interface PayBreakdown {
  base: number;
  incentive_bonus: number;
  special_bonus: number;
  travel_salary: number;
}

/** Total of a pay breakdown (the 'Total lønn' line), rounded to øre. */
export function totalPay(pay: PayBreakdown): number {
  return roundKr(pay.base + pay.incentive_bonus + pay.special_bonus + pay.travel_salary);
}

/** Sums pay breakdowns part by part. */
export function sumPay(items: readonly PayBreakdown[]): PayBreakdown {
  const sum = (key: keyof PayBreakdown): number =>
    roundKr(items.reduce((acc, p) => acc + p[key], 0));
  return {
    base: sum('base'),
    incentive_bonus: sum('incentive_bonus'),
    special_bonus: sum('special_bonus'),
    travel_salary: sum('travel_salary'),
  };
}

/** Only activities with a summary are payable; paid_date null means unpaid. */
export function isPayable(activity: { summary_date?: string | null }): boolean {
  return Boolean(activity.summary_date);
}

/** True for a payable activity that has not been paid. */
export function isUnpaidPayable(activity: {
  summary_date?: string | null;
  paid_date?: string | null;
}): boolean {
  return isPayable(activity) && !activity.paid_date;
}
