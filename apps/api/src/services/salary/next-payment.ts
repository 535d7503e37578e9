import { nextPaymentCutoff } from '@portal/domain';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/prepared';
import { activities } from '../../db/schema/index';
import { payBreakdown, paySums, unpaidPayable } from './pay-rules';

const sums = (db: Database, where: SQL | undefined) =>
  executeNamed(db.select(paySums).from(activities).where(where), 'pay_sums');

/**
 * domain.md "Teacher pay": payable = has a summary (summary_date), unpaid = paid_date null (the
 * rules of pay-rules.ts, shared with the staff's salary screen). The next payment covers those
 * that started before the first day of the next pay day's month.
 */
export const nextPayment = async (db: Database, teacherId: number, now: Date) => {
  const mine = and(eq(activities.teacherId, teacherId), unpaidPayable);
  const [next] = await sums(db, and(mine, lt(activities.startDateTime, nextPaymentCutoff(now))));
  const [total] = await sums(db, mine);
  return { next_payment: payBreakdown(next), total_unpaid: payBreakdown(total) };
};
