import { sendLowHoursNotices } from '../../services/packages/low-hours-notice';
import { operation } from '../../http/route';
import { saveNewActivity } from '../../services/activities/write';
import { activityRequest } from '../../services/activities/activity-requests';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import {
  ActivityCreateHeadersSchema,
  ActivityCreateSchema,
  ActivitySchema,
} from '../../contract/activities';

export const registerActivityCreate = operation({
  method: 'post',
  operationId: 'activityCreate',
  path: '/api/activity/activity/',
  tags: ['teacher'],
  summary: 'Create an activity',
  description:
    'Own students only. The server applies the save rules (a future start clears summaries and homework; summary_date is set when both summaries are first filled; INTERNET/CAMPUS travel 0), computes pay from the category rate and company settings, and draws the hours from each student’s package. With an Idempotency-Key, a save sent again gets the lesson the first one made (201 both times). Teachers only.',
  allow: [activityPolicy, 'create'],
  headers: ActivityCreateHeadersSchema,
  body: ActivityCreateSchema,
  ok: [201, ActivitySchema, 'Created.'],
  errors: [400, 401, 403, 413],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  const body = c.req.valid('json');
  const key = c.req.valid('header')['idempotency-key'];
  const request = key === undefined ? null : activityRequest(key, body);
  const saved = await saveNewActivity(deps.db, v, body, deps.now(), request);
  if (saved.written) await sendLowHoursNotices(deps, saved.activity.id);
  return saved.activity;
});
