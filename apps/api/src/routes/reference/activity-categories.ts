import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { listActivityCategories } from '../../services/reference/lists';
import { viewerOf } from '../../auth/viewer';
import { allowedCategoryIds } from '../../services/activities/write';
import { referencePolicy } from '../../policies/reference';
import { ActivityCategorySchema } from '../../contract/reference';

export const registerActivityCategories = operation({
  method: 'get',
  operationId: 'activityCategoryList',
  path: '/api/activity/activity-category/',
  tags: ['reference'],
  summary: 'Activity categories with their hourly rate',
  description:
    'A teacher gets the categories linked to them (all when none are linked); staff all.',
  allow: [referencePolicy, 'read'],
  ok: [200, z.array(ActivityCategorySchema), 'The list.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = viewerOf(c.get('user'));
  const only = v.kind === 'teacher' ? await allowedCategoryIds(deps.db, v.teacherId) : 'all';
  return await listActivityCategories(deps.db, only);
});
