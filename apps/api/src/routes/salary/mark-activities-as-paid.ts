import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { markActivitiesPaid } from '../../services/salary/mark-paid';
import { salaryPolicy } from '../../policies/salary';
import { allow } from '../../policies/policy';
import { MarkActivitiesPaidResultSchema, MarkActivitiesPaidSchema } from '../../contract/salary';

const route = createRoute({
  method: 'post',
  operationId: 'salaryMarkActivitiesAsPaid',
  path: '/api/salary/mark-activities-as-paid/',
  tags: ['salary'],
  summary: 'Mark lessons paid (payment_date) or unpaid (null) (staff only)',
  description:
    'Idempotent and atomic: one UPDATE of the lessons not yet in the target state. Paying needs a summary and a teacher with a Visma id. Ids missing, already in the target state or not payable come back in ids_not_updated; response_message is the seed’s text.',
  middleware: allow(salaryPolicy, 'markPaid', 'salaryMarkActivitiesAsPaid'),
  request: { body: jsonBody(MarkActivitiesPaidSchema) },
  responses: {
    200: {
      description: 'What was not changed.',
      content: { 'application/json': { schema: MarkActivitiesPaidResultSchema } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerSalaryMarkActivitiesAsPaid = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    return c.json(await markActivitiesPaid(deps.db, body.activity_ids, body.payment_date), 200);
  });
