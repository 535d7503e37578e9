import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { listActivityCategories } from '../../services/reference/lists';
import { viewerOf } from '../../auth/viewer';
import { allowedCategoryIds } from '../../services/activities/write';
import { allow } from '../../policies/policy';
import { referencePolicy } from '../../policies/reference';
import { ActivityCategorySchema } from '../../contract/reference';

const route = createRoute({
  method: 'get',
  operationId: 'activityCategoryList',
  path: '/api/activity/activity-category/',
  tags: ['reference'],
  summary: 'Activity categories with their hourly rate',
  description:
    'A teacher gets the categories linked to them (all when none are linked); staff all.',
  middleware: allow(referencePolicy, 'read', 'activityCategoryList'),
  responses: {
    200: {
      description: 'The list.',
      content: { 'application/json': { schema: z.array(ActivityCategorySchema) } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerActivityCategories = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = viewerOf(c.get('user'));
    const only = v.kind === 'teacher' ? await allowedCategoryIds(deps.db, v.teacherId) : 'all';
    return c.json(await listActivityCategories(deps.db, only), 200);
  });
