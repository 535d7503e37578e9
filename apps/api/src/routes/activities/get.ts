import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { getActivity } from '../../services/activities/read';
import { teacherOrStaff, viewer } from '../../auth/route-guards';
import { ActivitySchema } from '../../contract/activities';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'get',
  operationId: 'activityRetrieve',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'One activity',
  description: 'A teacher reads only their own (another teacher’s: 404); staff read any.',
  middleware: teacherOrStaff,
  request: { params: idParams },
  responses: {
    200: {
      description: 'The activity.',
      content: { 'application/json': { schema: ActivitySchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerActivityGet = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await getActivity(deps.db, await viewer(c, deps), c.req.valid('param').id, deps.now()),
      200,
    ),
  );
