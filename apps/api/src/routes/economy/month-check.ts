import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { monthCheck, monthCheckMonthOf } from '../../services/economy/month-check';
import { economyPolicy } from '../../policies/economy';
import { allow } from '../../policies/policy';
import { MonthCheckSchema, monthCheckQuery } from '../../contract/economy';

const route = createRoute({
  method: 'get',
  operationId: 'economyMonthCheck',
  path: '/api/economy/month-check/',
  tags: ['economy'],
  summary: 'The month check: taught, drawn, invoiced and paid hours agree (staff only)',
  description:
    'For the lessons held in the month (started in it, before now, Oslo time): per teacher and per package (drawn from in the month or sold in it) the hours taught, drawn from packages, invoiced and paid; and every disagreement with the ids of its records: a lesson without a package to draw from, a lesson without a summary, a lesson paid without or before its summary, a package not invoiced.',
  middleware: allow(economyPolicy, 'monthCheck', 'economyMonthCheck'),
  request: { query: monthCheckQuery },
  responses: {
    200: {
      description: 'The month check.',
      content: { 'application/json': { schema: MonthCheckSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerEconomyMonthCheck = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const now = deps.now();
    return c.json(
      await monthCheck(deps.db, monthCheckMonthOf(c.req.valid('query'), now), now),
      200,
    );
  });
