import { nextPaymentCutoff } from '@portal/domain';
import { and, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities } from '../../db/schema/index';
import { decimal } from '../../http/numbers';

const sums = (db: Database, where: SQL | undefined) =>
  db
    .select({
      base: sql<string>`coalesce(sum(${activities.baseSalary}), 0)`,
      incentive: sql<string>`coalesce(sum(${activities.incentiveBonus}), 0)`,
      special: sql<string>`coalesce(sum(${activities.specialBonus}), 0)`,
      travel: sql<string>`coalesce(sum(${activities.travelSalary}), 0)`,
    })
    .from(activities)
    .where(where);

const breakdown = (
  row: { base: string; incentive: string; special: string; travel: string } | undefined,
) => ({
  base: decimal(row?.base),
  incentive_bonus: decimal(row?.incentive),
  special_bonus: decimal(row?.special),
  travel_salary: decimal(row?.travel),
});

/**
 * domain.md "Teacher pay": payable = has a summary (summary_date), unpaid = paid_date null. The next
 * payment covers those that started before the first day of the next pay day's month.
 */
export const nextPayment = async (db: Database, teacherId: number, now: Date) => {
  const unpaidPayable = and(
    eq(activities.teacherId, teacherId),
    isNotNull(activities.summaryDate),
    isNull(activities.paidDate),
  );
  const [next] = await sums(
    db,
    and(unpaidPayable, lt(activities.startDateTime, nextPaymentCutoff(now))),
  );
  const [total] = await sums(db, unpaidPayable);
  return { next_payment: breakdown(next), total_unpaid: breakdown(total) };
};
