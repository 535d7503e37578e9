import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createStudent } from '../../services/students/write';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { allow } from '../../policies/policy';
import { StudentCreateSchema, StudentSchema } from '../../contract/students';

const route = createRoute({
  method: 'post',
  operationId: 'studentCreate',
  path: '/api/user/student/',
  tags: ['teacher', 'student'],
  summary: 'Register a student',
  description:
    'Creates a login of user type student (group student, no usable password until a password token is sent). A teacher’s new student is linked to that teacher; staff may pass teacher. An e-mail already in use: 400 {email}.',
  middleware: allow(studentPolicy, 'create', 'studentCreate'),
  request: { body: jsonBody(StudentCreateSchema) },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: StudentSchema } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerStudentCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await createStudent(deps.db, staffOrTeacherViewer(c), c.req.valid('json'), deps.now()),
      201,
    ),
  );
