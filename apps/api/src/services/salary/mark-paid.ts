import { salaryMarkResponseMessage } from '@portal/domain/salary';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activities, teachers } from '../../db/schema/index';
import { payable, unpaid } from './pay-rules';

/** A PostgreSQL int[] literal of validated ids: one parameter, however many ids. */
export const intArrayParam = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * POST salary/mark-activities-as-paid/. Paying (payment_date set) changes only lessons that exist,
 * are unpaid, have a summary and whose teacher has a Visma id; marking unpaid (null) only lessons
 * that are paid. One UPDATE … WHERE <not yet in the target state> … RETURNING: under concurrent
 * calls PostgreSQL re-checks the WHERE on a row another call just changed, so a lesson is paid once
 * and the second call reports it in ids_not_updated. Nothing else of the row changes, so paid and
 * then unpaid leaves every lesson as it was.
 */
export const markActivitiesPaid = async (
  db: Database,
  activityIds: readonly number[],
  paymentDate: string | null,
) => {
  const ids = [...new Set(activityIds)];
  const target = sql`${activities.id} = any(${intArrayParam(ids)})`;
  const where =
    paymentDate === null
      ? and(target, isNotNull(activities.paidDate))
      : and(
          target,
          unpaid,
          payable,
          sql`${activities.teacherId} in (select ${teachers.id} from ${teachers} where nullif(btrim(${teachers.vismaEmploymentId}), '') is not null)`,
        );
  const updated = await db
    .update(activities)
    .set({ paidDate: paymentDate })
    .where(where)
    .returning({ id: activities.id });
  const done = new Set(updated.map((r) => r.id));
  const notUpdated = ids.filter((id) => !done.has(id)).sort((a, b) => a - b);
  return {
    ids_not_updated: notUpdated,
    response_message: salaryMarkResponseMessage(paymentDate !== null, notUpdated.length),
  };
};
