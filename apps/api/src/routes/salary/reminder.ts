import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { sendSummaryReminder } from '../../services/salary/reminder';
import { salaryPolicy } from '../../policies/salary';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { SummaryReminderResultSchema } from '../../contract/salary';

const route = createRoute({
  method: 'post',
  operationId: 'salarySendSummaryReminder',
  path: '/api/salary/teacher/{id}/reminder/',
  tags: ['salary'],
  summary: "'Send en påminnelse til læreren' (staff only)",
  description:
    'Mails the teacher (id: teacher id) the lessons that started before now and still lack a summary, through the outbox. 400 when there is none; unknown teacher 404.',
  middleware: allow(salaryPolicy, 'remind', 'salarySendSummaryReminder'),
  request: { params: idParams },
  responses: {
    200: {
      description: 'Sent.',
      content: { 'application/json': { schema: SummaryReminderResultSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerSalarySendSummaryReminder = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await sendSummaryReminder(deps, c.req.valid('param').id, deps.now()), 200),
  );
