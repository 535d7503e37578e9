import { monthNameNb } from '../format/monthNames';
import { addCalendarMonths } from '../time/oslo';
import { nextPayDay } from './payDay';

/** One choice of the salary screen's month picker ('Lønn til og med:'). */
export interface SalaryMonthOption {
  /** 1-12 */
  month: number;
  year: number;
  /** Capitalised Norwegian month name and year: 'Desember 2026' */
  label: string;
}

/** Number of months the picker offers, counting back from the first. */
export const SALARY_MONTH_OPTION_COUNT = 12;

/** 'Desember 2026': capitalised Bokmål month name and year (month 1-12). */
export function salaryMonthLabel(month: number, year: number): string {
  const name = monthNameNb(month);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/**
 * The 12 month options, newest first. The list starts at the month of the next pay day: the current
 * month up to and including the 15th, the next month after it; so after 15 December it starts at
 * January of the next year (seed 001 §9).
 */
export function salaryMonthOptions(now: Date): SalaryMonthOption[] {
  const first = nextPayDay(now);
  return Array.from({ length: SALARY_MONTH_OPTION_COUNT }, (_, i) => {
    const { year, month } = addCalendarMonths(first, -i);
    return { month, year, label: salaryMonthLabel(month, year) };
  });
}

/** The filters of the salary screen, in the query names of GET salary/. */
export interface SalaryFilter {
  month: number;
  year: number;
  month_is_unpaid: boolean;
  only_show_alerts: boolean;
}

/**
 * The salary defaults as the seed states them (seed 001 §9: month 12, year 2024, month_is_unpaid true).
 * These are the initial values of the original query state; the screen replaces month and year with
 * its first month option at once, so use salaryFilterDefaults(now) for what the screen shows.
 */
export const SALARY_FILTER_SEED_DEFAULTS: Readonly<SalaryFilter> = {
  month: 12,
  year: 2024,
  month_is_unpaid: true,
  only_show_alerts: false,
};

/** The filter the salary screen starts with: the first month option, the unpaid view, all teachers. */
export function salaryFilterDefaults(now: Date): SalaryFilter {
  const first = nextPayDay(now);
  return { month: first.month, year: first.year, month_is_unpaid: true, only_show_alerts: false };
}
