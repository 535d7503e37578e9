import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { salaryTotal, salaryViewOf } from '../../services/salary/staff-salary';
import { salaryPolicy } from '../../policies/salary';
import { allow } from '../../policies/policy';
import { SalaryTotalSchema, salaryTotalQuery } from '../../contract/salary';

const route = createRoute({
  method: 'get',
  operationId: 'salaryTotal',
  path: '/api/salary/total/',
  tags: ['salary'],
  summary: "The summary cards of 'Betal Lønn' and the ids of 'Marker alt' (staff only)",
  description:
    'Total hours and pay of every lesson of the view (the sum of all rows of GET salary/), and all_activity_ids.',
  middleware: allow(salaryPolicy, 'total', 'salaryTotal'),
  request: { query: salaryTotalQuery },
  responses: {
    200: {
      description: 'Totals.',
      content: { 'application/json': { schema: SalaryTotalSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerSalaryTotal = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await salaryTotal(deps.db, salaryViewOf(c.req.valid('query'), deps.now())), 200),
  );
