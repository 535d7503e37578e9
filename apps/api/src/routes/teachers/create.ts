import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createTeacher } from '../../services/teachers/staff';
import { staffViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { allow } from '../../policies/policy';
import { StaffTeacherSchema, TeacherCreateSchema } from '../../contract/teachers';

const route = createRoute({
  method: 'post',
  operationId: 'teacherCreate',
  path: '/api/user/teacher/',
  tags: ['teacher'],
  summary: "Register a teacher ('Ny lærer', staff only)",
  description:
    "The rules of the 'Ny lærer' form (@portal/domain newTeacherSchema, seed 001 §5). The teacher gets activity category 1 and a login without a usable password: they sign in after a password token or a reset.",
  middleware: allow(teacherPolicy, 'create', 'teacherCreate'),
  request: { body: jsonBody(TeacherCreateSchema) },
  responses: {
    201: {
      description: 'Created.',
      content: { 'application/json': { schema: StaffTeacherSchema } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerTeacherCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await createTeacher(deps.db, staffViewer(c), c.req.valid('json'), deps.now()), 201),
  );
