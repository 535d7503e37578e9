import { operation } from '../../http/route';
import { createTeacher } from '../../services/teachers/staff';
import { staffViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { StaffTeacherSchema, TeacherCreateSchema } from '../../contract/teachers';

export const registerTeacherCreate = operation({
  method: 'post',
  operationId: 'teacherCreate',
  path: '/api/user/teacher/',
  tags: ['teacher'],
  summary: "Register a teacher ('Ny lærer', staff only)",
  description:
    "The rules of the 'Ny lærer' form (@portal/domain newTeacherSchema, seed 001 §5). The teacher gets activity category 1 and a login without a usable password: they sign in after a password token or a reset.",
  allow: [teacherPolicy, 'create'],
  body: TeacherCreateSchema,
  ok: [201, StaffTeacherSchema, 'Created.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) => createTeacher(deps.db, staffViewer(c), c.req.valid('json'), deps.now()));
