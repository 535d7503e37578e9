import { createRoute } from '@hono/zod-openapi';
import type { TeacherFilesBody, TeacherPatchBody } from '@portal/domain/schemas';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { patchTeacher, uploadTeacherFiles } from '../../services/teachers/profile';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { TeacherFilesSchema, TeacherPatchSchema, TeacherSelfSchema } from '../../contract/teachers';

const route = createRoute({
  method: 'patch',
  operationId: 'teacherUpdate',
  path: '/api/user/teacher/{id}/',
  tags: ['teacher'],
  summary: 'Update a teacher: status, a preferred subject, profile fields or PDF files',
  description:
    'JSON: {status} (the "status update" after saving an activity); or {subject, preferred_subject}; or profile fields. multipart/form-data: police_report_file, diploma_file, university_grades (PDF by content, at most 10 MB each). A teacher patches only themselves (another teacher: 404); staff any teacher.',
  middleware: allow(teacherPolicy, 'patch', 'teacherUpdate'),
  request: {
    params: idParams,
    body: {
      required: false,
      content: {
        'application/json': { schema: TeacherPatchSchema },
        'multipart/form-data': { schema: TeacherFilesSchema },
      },
    },
  },
  responses: {
    200: {
      description: 'The updated profile.',
      content: { 'application/json': { schema: TeacherSelfSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerTeacherPatch = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const id = c.req.valid('param').id;
    // The route accepts JSON or multipart; the content type says which one was validated (with
    // @portal/domain's teacherPatchBodySchema or teacherFilesBodySchema).
    const v = staffOrTeacherViewer(c);
    const isMultipart = (c.req.header('content-type') ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data');
    const result = isMultipart
      ? await uploadTeacherFiles(
          deps.db,
          deps.config.dataDir,
          v,
          id,
          c.req.valid('form') as TeacherFilesBody,
        )
      : await patchTeacher(deps.db, v, id, c.req.valid('json') as TeacherPatchBody);
    return c.json(result, 200);
  });
