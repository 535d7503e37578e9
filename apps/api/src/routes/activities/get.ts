import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { getActivity } from '../../services/activities/read';
import { viewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { ActivitySchema } from '../../contract/activities';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'get',
  operationId: 'activityRetrieve',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'One activity',
  description: 'A teacher reads only their own (another teacher’s: 404); staff read any.',
  middleware: allow(activityPolicy, 'read', 'activityRetrieve'),
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
    c.json(await getActivity(deps.db, viewer(c), c.req.valid('param').id, deps.now()), 200),
  );
