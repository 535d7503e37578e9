import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { deleteActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'delete',
  operationId: 'activityDelete',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'Delete an own activity',
  description:
    'Its package draws go with it. A paid activity: 400. Another teacher’s: 404. Teachers only.',
  middleware: allow(activityPolicy, 'delete', 'activityDelete'),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerActivityDelete = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    await deleteActivity(deps.db, v, c.req.valid('param').id);
    return c.body(null, 204);
  });
