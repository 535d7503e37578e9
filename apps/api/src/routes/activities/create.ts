import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { sendLowHoursNotices } from '../../services/packages/low-hours-notice';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { ActivityCreateSchema, ActivitySchema } from '../../contract/activities';

const route = createRoute({
  method: 'post',
  operationId: 'activityCreate',
  path: '/api/activity/activity/',
  tags: ['teacher'],
  summary: 'Create an activity',
  description:
    'Own students only. The server applies the save rules (a future start clears summaries and homework; summary_date is set when both summaries are first filled; INTERNET/CAMPUS travel 0), computes pay from the category rate and company settings, and draws the hours from each student’s package. Teachers only.',
  middleware: allow(activityPolicy, 'create', 'activityCreate'),
  request: { body: jsonBody(ActivityCreateSchema) },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: ActivitySchema } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerActivityCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = teacherViewer(c);
    const activity = await createActivity(deps.db, v, c.req.valid('json'), deps.now());
    await sendLowHoursNotices(deps, activity.id);
    return c.json(activity, 201);
  });
