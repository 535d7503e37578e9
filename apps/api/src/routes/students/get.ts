import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { studentDetail } from '../../services/students/read';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { StudentDetailSchema } from '../../contract/students';

const route = createRoute({
  method: 'get',
  operationId: 'studentRetrieve',
  path: '/api/user/student/{id}/',
  tags: ['teacher', 'student'],
  summary: 'One student with invoice receivers, packages and activities',
  description: 'A teacher reads only their own students (another’s: 404); staff any.',
  middleware: allow(studentPolicy, 'read', 'studentRetrieve'),
  request: { params: idParams },
  responses: {
    200: {
      description: 'The student.',
      content: { 'application/json': { schema: StudentDetailSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const registerStudentGet = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await studentDetail(deps.db, staffOrTeacherViewer(c), c.req.valid('param').id, deps.now()),
      200,
    ),
  );
