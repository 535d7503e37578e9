import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { teacherSelf } from '../../services/teachers/profile';
import { teacherViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { allow } from '../../policies/policy';
import { TeacherSelfSchema } from '../../contract/teachers';

const route = createRoute({
  method: 'get',
  operationId: 'teacherSelf',
  path: '/api/user/teacher/self/',
  tags: ['teacher'],
  summary: 'The signed-in teacher’s profile',
  middleware: allow(teacherPolicy, 'self', 'teacherSelf'),
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
    const v = teacherViewer(c);
    return c.json(await teacherSelf(deps.db, v.teacherId), 200);
  });
