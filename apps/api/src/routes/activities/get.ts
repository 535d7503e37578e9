import { operation } from '../../http/route';
import { getActivity } from '../../services/activities/read';
import { viewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { ActivitySchema } from '../../contract/activities';
import { idParams } from '../../contract/common';

export const registerActivityGet = operation({
  method: 'get',
  operationId: 'activityRetrieve',
  path: '/api/activity/activity/{id}/',
  tags: ['teacher'],
  summary: 'One activity',
  description: 'A teacher reads only their own (another teacher’s: 404); staff read any.',
  allow: [activityPolicy, 'read'],
  params: idParams,
  ok: [200, ActivitySchema, 'The activity.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) => getActivity(deps.db, viewer(c), c.req.valid('param').id, deps.now()));
