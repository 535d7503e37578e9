import type { TeacherFilesBody, TeacherPatchBody } from '@portal/domain/schemas';
import { operation } from '../../http/route';
import { patchTeacher, uploadTeacherFiles } from '../../services/teachers/profile';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { idParams } from '../../contract/common';
import { TeacherFilesSchema, TeacherPatchSchema, TeacherSelfSchema } from '../../contract/teachers';

export const registerTeacherPatch = operation({
  method: 'patch',
  operationId: 'teacherUpdate',
  path: '/api/user/teacher/{id}/',
  tags: ['teacher'],
  summary: 'Update a teacher: status, a preferred subject, profile fields or PDF files',
  description:
    'JSON: {status} (the "status update" after saving an activity); or {subject, preferred_subject}; or profile fields. multipart/form-data: police_report_file, diploma_file, university_grades (PDF by content, at most 10 MB each). A teacher patches only themselves (another teacher: 404); staff any teacher.',
  allow: [teacherPolicy, 'patch'],
  params: idParams,
  body: {
    required: false,
    content: {
      'application/json': { schema: TeacherPatchSchema },
      'multipart/form-data': { schema: TeacherFilesSchema },
    },
  },
  ok: [200, TeacherSelfSchema, 'The updated profile.'],
  errors: [400, 401, 403, 404, 413],
}).answer(async (c, deps) => {
  const id = c.req.valid('param').id;
  // The route accepts JSON or multipart; the content type says which one was validated (with
  // @portal/domain's teacherPatchBodySchema or teacherFilesBodySchema).
  const v = staffOrTeacherViewer(c);
  const isMultipart = (c.req.header('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');
  return isMultipart
    ? await uploadTeacherFiles(
        deps.db,
        deps.config.dataDir,
        v,
        id,
        c.req.valid('form') as TeacherFilesBody,
      )
    : await patchTeacher(deps.db, v, id, c.req.valid('json') as TeacherPatchBody);
});
