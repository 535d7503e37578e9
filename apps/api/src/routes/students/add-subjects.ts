import { operation } from '../../http/route';
import { addSubjects } from '../../services/students/write';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { idParams } from '../../contract/common';
import { AddSubjectsSchema, StudentProfileSchema } from '../../contract/students';

export const registerStudentAddSubjects = operation({
  method: 'patch',
  operationId: 'studentAddSubjects',
  path: '/api/user/student/{id}/add-subjects/',
  tags: ['teacher', 'student'],
  summary: 'Add subjects to a student',
  description:
    'Adds the subjects (ones the student has stay). Own students only for a teacher (another’s: 404).',
  allow: [studentPolicy, 'addSubjects'],
  params: idParams,
  body: AddSubjectsSchema,
  ok: [200, StudentProfileSchema, 'The student with all subjects.'],
  errors: [400, 401, 403, 404, 413],
}).answer((c, deps) =>
  addSubjects(
    deps.db,
    staffOrTeacherViewer(c),
    c.req.valid('param').id,
    c.req.valid('json').subjects,
    deps.now(),
  ),
);
