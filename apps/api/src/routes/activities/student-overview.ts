import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { pageLinks } from '../../http/list-query';
import { studentOverview } from '../../services/activities/student-overview';
import { teacherViewer } from '../../auth/route-guards';
import { activityPolicy } from '../../policies/activities';
import { allow } from '../../policies/policy';
import { StudentOverviewListSchema } from '../../contract/activities';
import { pageQuery } from '../../contract/common';

const route = createRoute({
  method: 'get',
  operationId: 'activityStudentOverview',
  path: '/api/activity/activity/student-overview/',
  tags: ['teacher'],
  summary: 'Per own student: the teacher’s activities with them and hours left',
  description: 'Ordered by name; search matches the student’s name. Teachers only.',
  middleware: allow(activityPolicy, 'studentOverview', 'activityStudentOverview'),
  request: { query: z.object(pageQuery) },
  responses: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: StudentOverviewListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerActivityStudentOverview = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const v = teacherViewer(c);
    const page = await studentOverview(deps.db, v.teacherId, query, deps.now());
    return c.json(
      {
        count: page.count,
        ...pageLinks(c.req.url, page.count, query.limit, query.offset),
        results: page.results,
      },
      200,
    );
  });
