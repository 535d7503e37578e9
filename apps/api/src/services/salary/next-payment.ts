import { nextPaymentCutoff } from '@portal/domain/salary';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedShape } from '../../db/prepared';
import { activities } from '../../db/schema/index';
import { payBreakdown, paySumsOf, unpaidPayable } from './pay-rules';

/**
 * domain.md "Teacher pay": payable = has a summary (summary_date), unpaid = paid_date null (the
 * rules of pay-rules.ts, shared with the staff's salary screen). The next payment covers those
 * that started before the first day of the next pay day's month. Both sums come from one
 * statement over the teacher's unpaid payable lessons (the next payment's as a FILTER), prepared
 * once (db/prepared.ts) with the teacher and the cutoff as placeholders.
 */
export const nextPayment = async (db: Database, teacherId: number, now: Date) => {
  const sums = preparedShape(db, 'next_payment_and_total', (name) => {
    const next = paySumsOf(lt(activities.startDateTime, sql.placeholder('cutoff')));
    const total = paySumsOf();
    return db
      .select({
        nextBase: next.base,
        nextIncentive: next.incentive,
        nextSpecial: next.special,
        nextTravel: next.travel,
        ...total,
      })
      .from(activities)
      .where(and(eq(activities.teacherId, sql.placeholder('teacher')), unpaidPayable))
      .prepare(name);
  });
  const [row] = await sums.execute({
    teacher: teacherId,
    cutoff: nextPaymentCutoff(now).toISOString(),
  });
  const next = row && {
    base: row.nextBase,
    incentive: row.nextIncentive,
    special: row.nextSpecial,
    travel: row.nextTravel,
  };
  return { next_payment: payBreakdown(next), total_unpaid: payBreakdown(row) };
};
