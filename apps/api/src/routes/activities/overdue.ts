import { operation } from '../../http/route';
import { overdueCount } from '../../services/activities/read';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { OverdueCountSchema } from '../../contract/activities';

export const registerActivityOverdue = operation({
  method: 'get',
  operationId: 'activityOverdue',
  path: '/api/activity/activity/overdue/',
  tags: ['teacher'],
  summary: 'How many own activities lack a summary',
  description:
    "Own activities that started before now without summary_date ('Mangler oppsummering'). Teachers only.",
  allow: [activityPolicy, 'overdue'],
  ok: [200, OverdueCountSchema, 'The count.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  return await overdueCount(deps.db, v.teacherId, deps.now());
});
