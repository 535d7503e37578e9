import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { addSubjects } from '../../services/students/write';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { AddSubjectsSchema, StudentProfileSchema } from '../../contract/students';

const route = createRoute({
  method: 'patch',
  operationId: 'studentAddSubjects',
  path: '/api/user/student/{id}/add-subjects/',
  tags: ['teacher', 'student'],
  summary: 'Add subjects to a student',
  description:
    'Adds the subjects (ones the student has stay). Own students only for a teacher (another’s: 404).',
  middleware: allow(studentPolicy, 'addSubjects', 'studentAddSubjects'),
  request: { params: idParams, body: jsonBody(AddSubjectsSchema) },
  responses: {
    200: {
      description: 'The student with all subjects.',
      content: { 'application/json': { schema: StudentProfileSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerStudentAddSubjects = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await addSubjects(
        deps.db,
        staffOrTeacherViewer(c),
        c.req.valid('param').id,
        c.req.valid('json').subjects,
        deps.now(),
      ),
      200,
    ),
  );
