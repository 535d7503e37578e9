import { operation } from '../../http/route';
import { studentDetail } from '../../services/students/read';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { idParams } from '../../contract/common';
import { StudentDetailSchema } from '../../contract/students';

export const registerStudentGet = operation({
  method: 'get',
  operationId: 'studentRetrieve',
  path: '/api/user/student/{id}/',
  tags: ['teacher', 'student'],
  summary: 'One student with invoice receivers, packages and activities',
  description: 'A teacher reads only their own students (another’s: 404); staff any.',
  allow: [studentPolicy, 'read'],
  params: idParams,
  ok: [200, StudentDetailSchema, 'The student.'],
  errors: [400, 401, 403, 404],
}).answer((c, deps) =>
  studentDetail(deps.db, staffOrTeacherViewer(c), c.req.valid('param').id, deps.now()),
);
