import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { studentOverview } from '../../services/activities/student-overview';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { StudentOverviewListSchema } from '../../contract/activities';
import { pageQuery } from '../../contract/common';

export const registerActivityStudentOverview = operation({
  method: 'get',
  operationId: 'activityStudentOverview',
  path: '/api/activity/activity/student-overview/',
  tags: ['teacher'],
  summary: 'Per own student: the teacher’s activities with them and hours left',
  description: 'Ordered by name; search matches the student’s name. Teachers only.',
  allow: [activityPolicy, 'studentOverview'],
  query: z.object(pageQuery),
  ok: [200, StudentOverviewListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => studentOverview(deps.db, teacherViewer(c), c.req.valid('query'), deps.now()));
