import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { sendLowHoursNotices } from '../../services/packages/low-hours-notice';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { updateActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { ActivitySchema, ActivityUpdateSchema } from '../../contract/activities';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'patch',
  operationId: 'activityUpdate',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'Update an own activity',
  description:
    "Fields left out keep their value. Emptying a filled summary: 400 {summary_teacher|summary_student: ['Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.']}. A paid activity cannot be changed (400 {detail}). Another teacher's activity: 404. Teachers only.",
  middleware: allow(activityPolicy, 'update', 'activityUpdate'),
  request: { params: idParams, body: jsonBody(ActivityUpdateSchema) },
  responses: {
    200: { description: 'Updated.', content: { 'application/json': { schema: ActivitySchema } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerActivityUpdate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    const id = c.req.valid('param').id;
    const activity = await updateActivity(deps.db, v, id, c.req.valid('json'), deps.now());
    await sendLowHoursNotices(deps, id);
    return c.json(activity, 200);
  });
