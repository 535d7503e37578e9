import { toPayloadDate } from '@portal/domain/format';
import { paidSalaryRunSpan, unpaidSalaryEnd } from '@portal/domain/salary';
import { and, gte, isNotNull, isNull, lt, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { activities } from '../../db/schema/index';

/**
 * The pay rules of domain.md "Teacher pay" as SQL on `activities`, shared by the teacher's pay card
 * (next-payment.ts) and the staff's salary screen (staff-salary.ts), so both count the same
 * lessons and the same money. Pay figures are numeric(10,2) columns, rounded to øre once when the
 * lesson is saved (@portal/domain basePay, travelPay, incentiveBonus); sums stay numeric in SQL.
 */

/** Only lessons with a summary are payable. */
export const payable = isNotNull(activities.summaryDate);
/** paid_date null means unpaid. */
export const unpaid = isNull(activities.paidDate);
/** Unpaid payable lessons (the partial index activities_unpaid_payable_idx has this predicate). */
export const unpaidPayable = and(unpaid, payable) as SQL;

/** The four pay figures of a lesson, summed (numeric, exact). */
export const lessonTotalPay = sql`(${activities.baseSalary} + ${activities.incentiveBonus} + ${activities.travelSalary} + ${activities.specialBonus})`;

/**
 * A numeric sum as a two-decimal string ('0.00' when there is nothing to sum), of the rows that
 * meet `filter` when one is given.
 */
export const decimalSum = (expression: SQL | unknown, filter?: SQL) =>
  sql<string>`coalesce(sum(${expression})${filter ? sql` filter (where ${filter})` : sql``}, 0)::numeric(14, 2)::text`;

/**
 * Sums of the four pay figures over a set of lessons (of those meeting `filter`, when given), as
 * two-decimal strings.
 */
export const paySumsOf = (filter?: SQL) => ({
  base: decimalSum(activities.baseSalary, filter),
  incentive: decimalSum(activities.incentiveBonus, filter),
  special: decimalSum(activities.specialBonus, filter),
  travel: decimalSum(activities.travelSalary, filter),
});

/** The PayBreakdown of the contract from `paySumsOf`. */
export const payBreakdown = (
  row: { base: string; incentive: string; special: string; travel: string } | undefined,
) => ({
  base: row?.base ?? '0.00',
  incentive_bonus: row?.incentive ?? '0.00',
  special_bonus: row?.special ?? '0.00',
  travel_salary: row?.travel ?? '0.00',
});

/** The salary screen's period and view: 'Lønn til og med' month/year, unpaid or paid. */
export type SalaryView = { month: number; year: number; unpaid: boolean };

/**
 * The lessons of a salary view (domain.md): unpaid view, unpaid payable lessons that started on or
 * before the last day of the month (Oslo time); paid view, lessons paid in the month's pay run
 * (paid_date in the month after). The periods are @portal/domain's.
 */
export const salaryViewCondition = (view: SalaryView): SQL => {
  if (view.unpaid) return unpaidBefore(unpaidSalaryEnd(view.month, view.year));
  const run = paidSalaryRunSpan(view.month, view.year);
  return and(
    gte(activities.paidDate, toPayloadDate(run.from)),
    lt(activities.paidDate, toPayloadDate(run.to)),
  )!;
};

/** The unpaid view's lessons: unpaid payable lessons that started before `end`. */
export const unpaidBefore = (end: Date | Placeholder): SQL =>
  and(unpaidPayable, lt(activities.startDateTime, end))!;

/** Past lessons still lacking a summary (the warning of the salary row, the reminder's list). */
export const missingSummary = (now: Date | Placeholder): SQL =>
  and(isNull(activities.summaryDate), lt(activities.startDateTime, now))!;
