import { operation } from '../../http/route';
import { nextActivity } from '../../services/activities/read';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { NextActivitySchema } from '../../contract/activities';

export const registerActivityNext = operation({
  method: 'get',
  operationId: 'activityNext',
  path: '/api/activity/activity/next/',
  tags: ['teacher'],
  summary: 'The teacher’s next activity, or null',
  description:
    'The own activity with the earliest start after now; `null` (200) when there is none. Teachers only.',
  allow: [activityPolicy, 'next'],
  ok: [200, NextActivitySchema.nullable(), 'The next activity or null.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  return await nextActivity(deps.db, v.teacherId, deps.now());
});
