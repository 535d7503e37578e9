import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { overdueCount } from '../../services/activities/read';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { OverdueCountSchema } from '../../contract/activities';

const route = createRoute({
  method: 'get',
  operationId: 'activityOverdue',
  path: '/api/activity/activity/overdue/',
  tags: ['teacher'],
  summary: 'How many own activities lack a summary',
  description:
    "Own activities that started before now without summary_date ('Mangler oppsummering'). Teachers only.",
  middleware: allow(activityPolicy, 'overdue', 'activityOverdue'),
  responses: {
    200: {
      description: 'The count.',
      content: { 'application/json': { schema: OverdueCountSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerActivityOverdue = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    return c.json(await overdueCount(deps.db, v.teacherId, deps.now()), 200);
  });
