import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { nextPayment } from '../../services/salary/next-payment';
import { teacherViewer } from '../../auth/route-guards';
import { salaryPolicy } from '../../policies/salary';
import { allow } from '../../policies/policy';
import { NextPaymentSchema } from '../../contract/salary';

const route = createRoute({
  method: 'get',
  operationId: 'salaryNextPayment',
  path: '/api/salary/next-payment/',
  tags: ['teacher'],
  summary: 'The teacher’s next payment and total unpaid pay',
  description:
    'Sums of base, incentive bonus, special bonus and travel pay (domain.md "Teacher pay"). Teachers only.',
  middleware: allow(salaryPolicy, 'nextPayment', 'salaryNextPayment'),
  responses: {
    200: {
      description: 'Pay sums.',
      content: { 'application/json': { schema: NextPaymentSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerSalaryNextPayment = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    return c.json(await nextPayment(deps.db, v.teacherId, deps.now()), 200);
  });
