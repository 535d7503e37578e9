import { sendLowHoursNotices } from '../../services/packages/low-hours-notice';
import { operation } from '../../http/route';
import { updateActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { ActivitySchema, ActivityUpdateSchema } from '../../contract/activities';
import { idParams } from '../../contract/common';

export const registerActivityUpdate = operation({
  method: 'patch',
  operationId: 'activityUpdate',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'Update an own activity',
  description:
    "Fields left out keep their value. Emptying a filled summary: 400 {summary_teacher|summary_student: ['Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.']}. A paid activity cannot be changed (400 {detail}). Another teacher's activity: 404. Teachers only.",
  allow: [activityPolicy, 'update'],
  params: idParams,
  body: ActivityUpdateSchema,
  ok: [200, ActivitySchema, 'Updated.'],
  errors: [400, 401, 403, 404, 413],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  const id = c.req.valid('param').id;
  const activity = await updateActivity(deps.db, v, id, c.req.valid('json'), deps.now());
  await sendLowHoursNotices(deps, id);
  return activity;
});
