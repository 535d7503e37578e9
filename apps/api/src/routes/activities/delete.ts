import { operation } from '../../http/route';
import { deleteActivity } from '../../services/activities/write';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { idParams } from '../../contract/common';

export const registerActivityDelete = operation({
  method: 'delete',
  operationId: 'activityDelete',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'Delete an own activity',
  description:
    'Its package draws go with it. A paid activity: 400. Another teacher’s: 404. Teachers only.',
  allow: [activityPolicy, 'delete'],
  params: idParams,
  ok: [204, 'Deleted.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => deleteActivity(deps.db, teacherViewer(c), c.req.valid('param').id));
