import { sendLowHoursNotices } from '../../services/packages/low-hours-notice';
import { operation } from '../../http/route';
import { createActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { ActivityCreateSchema, ActivitySchema } from '../../contract/activities';

export const registerActivityCreate = operation({
  method: 'post',
  operationId: 'activityCreate',
  path: '/api/activity/activity/',
  tags: ['teacher'],
  summary: 'Create an activity',
  description:
    'Own students only. The server applies the save rules (a future start clears summaries and homework; summary_date is set when both summaries are first filled; INTERNET/CAMPUS travel 0), computes pay from the category rate and company settings, and draws the hours from each student’s package. Teachers only.',
  allow: [activityPolicy, 'create'],
  body: ActivityCreateSchema,
  ok: [201, ActivitySchema, 'Created.'],
  errors: [400, 401, 403, 413],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  const activity = await createActivity(deps.db, v, c.req.valid('json'), deps.now());
  await sendLowHoursNotices(deps, activity.id);
  return activity;
});
