import { operation } from '../../http/route';
import { markActivitiesPaid } from '../../services/salary/mark-paid';
import { salaryPolicy } from '../../policies/salary';
import { MarkActivitiesPaidResultSchema, MarkActivitiesPaidSchema } from '../../contract/salary';

export const registerSalaryMarkActivitiesAsPaid = operation({
  method: 'post',
  operationId: 'salaryMarkActivitiesAsPaid',
  path: '/api/salary/mark-activities-as-paid/',
  tags: ['salary'],
  summary: 'Mark lessons paid (payment_date) or unpaid (null) (staff only)',
  description:
    'Idempotent and atomic: one UPDATE of the lessons not yet in the target state. Paying needs a summary and a teacher with a Visma id. Ids missing, already in the target state or not payable come back in ids_not_updated; response_message is the seed’s text.',
  allow: [salaryPolicy, 'markPaid'],
  body: MarkActivitiesPaidSchema,
  ok: [200, MarkActivitiesPaidResultSchema, 'What was not changed.'],
  errors: [400, 401, 403, 413],
}).answer(async (c, deps) => {
  const body = c.req.valid('json');
  return await markActivitiesPaid(deps.db, body.activity_ids, body.payment_date);
});
