import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { teacherSelf } from '../../services/teachers/profile';
import { teacherOnly, teacherViewer } from '../../auth/route-guards';
import { TeacherSelfSchema } from '../../contract/teachers';

const route = createRoute({
  method: 'get',
  operationId: 'teacherSelf',
  path: '/api/user/teacher/self/',
  tags: ['teacher'],
  summary: 'The signed-in teacher’s profile',
  middleware: teacherOnly,
  responses: {
    200: {
      description: 'The profile.',
      content: { 'application/json': { schema: TeacherSelfSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export const registerTeacherSelf = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const v = await teacherViewer(c, deps);
    return c.json(await teacherSelf(deps.db, v.teacherId), 200);
  });
