import { nextPaymentCutoff } from '@portal/domain/salary';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedShape } from '../../db/prepared';
import { activities } from '../../db/schema/index';
import { payBreakdown, paySums, unpaidPayable } from './pay-rules';

/**
 * domain.md "Teacher pay": payable = has a summary (summary_date), unpaid = paid_date null (the
 * rules of pay-rules.ts, shared with the staff's salary screen). The next payment covers those
 * that started before the first day of the next pay day's month. Both sums are prepared once
 * (db/prepared.ts), with the teacher and the cutoff as placeholders.
 */
export const nextPayment = async (db: Database, teacherId: number, now: Date) => {
  const mine = and(eq(activities.teacherId, sql.placeholder('teacher')), unpaidPayable);
  const nextSums = preparedShape(db, 'next_payment', (name) =>
    db
      .select(paySums)
      .from(activities)
      .where(and(mine, lt(activities.startDateTime, sql.placeholder('cutoff'))))
      .prepare(name),
  );
  const totalSums = preparedShape(db, 'unpaid_total', (name) =>
    db.select(paySums).from(activities).where(mine).prepare(name),
  );
  const [next] = await nextSums.execute({
    teacher: teacherId,
    cutoff: nextPaymentCutoff(now).toISOString(),
  });
  const [total] = await totalSums.execute({ teacher: teacherId });
  return { next_payment: payBreakdown(next), total_unpaid: payBreakdown(total) };
};
