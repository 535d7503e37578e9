import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { nextActivity } from '../../services/activities/read';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { NextActivitySchema } from '../../contract/activities';

const route = createRoute({
  method: 'get',
  operationId: 'activityNext',
  path: '/api/activity/activity/next/',
  tags: ['teacher'],
  summary: 'The teacher’s next activity, or null',
  description:
    'The own activity with the earliest start after now; `null` (200) when there is none. Teachers only.',
  middleware: allow(activityPolicy, 'next', 'activityNext'),
  responses: {
    200: {
      description: 'The next activity or null.',
      content: { 'application/json': { schema: NextActivitySchema.nullable() } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerActivityNext = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    return c.json(await nextActivity(deps.db, v.teacherId, deps.now()), 200);
  });
