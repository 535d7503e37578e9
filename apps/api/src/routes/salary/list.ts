import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { pageLinks } from '../../http/list-query';
import { listSalaries, salaryViewOf } from '../../services/salary/staff-salary';
import { salaryPolicy } from '../../policies/salary';
import { allow } from '../../policies/policy';
import { TeacherSalaryPageSchema, salaryListQuery } from '../../contract/salary';

const route = createRoute({
  method: 'get',
  operationId: 'salaryList',
  path: '/api/salary/',
  tags: ['salary'],
  summary: "The salary table of 'Betal Lønn' (staff only)",
  description:
    'A page of teachers by name with hours and pay for the month and view (unpaid: unpaid lessons with a summary that started on or before the last day of the month; paid: lessons paid in the pay run of the month), the warning count of past lessons lacking a summary, and the lesson ids. Sums are exact (numeric) two-decimal strings.',
  middleware: allow(salaryPolicy, 'list', 'salaryList'),
  request: { query: salaryListQuery },
  responses: {
    200: {
      description: 'A page of teachers.',
      content: { 'application/json': { schema: TeacherSalaryPageSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerSalaryList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const q = c.req.valid('query');
    const now = deps.now();
    const page = await listSalaries(
      deps.db,
      {
        ...salaryViewOf(q, now),
        onlyAlerts: q.only_show_alerts ?? false,
        limit: q.limit,
        offset: q.offset,
      },
      now,
    );
    return c.json({ ...page, ...pageLinks(c.req.url, page.count, q.limit, q.offset) }, 200);
  });
