import { operation } from '../../http/route';
import { createStudent } from '../../services/students/write';
import { staffOrTeacherViewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { StudentCreateSchema, StudentSchema } from '../../contract/students';

export const registerStudentCreate = operation({
  method: 'post',
  operationId: 'studentCreate',
  path: '/api/user/student/',
  tags: ['teacher', 'student'],
  summary: 'Register a student',
  description:
    'Creates a login of user type student (group student, no usable password until a password token is sent). A teacher’s new student is linked to that teacher; staff may pass teacher. An e-mail already in use: 400 {email}.',
  allow: [studentPolicy, 'create'],
  body: StudentCreateSchema,
  ok: [201, StudentSchema, 'Created.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) =>
  createStudent(deps.db, staffOrTeacherViewer(c), c.req.valid('json'), deps.now()),
);
