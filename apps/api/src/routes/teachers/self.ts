import { operation } from '../../http/route';
import { teacherSelf } from '../../services/teachers/profile';
import { teacherViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { TeacherSelfSchema } from '../../contract/teachers';

export const registerTeacherSelf = operation({
  method: 'get',
  operationId: 'teacherSelf',
  path: '/api/user/teacher/self/',
  tags: ['teacher'],
  summary: 'The signed-in teacher’s profile',
  allow: [teacherPolicy, 'self'],
  ok: [200, TeacherSelfSchema, 'The profile.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = teacherViewer(c);
  return await teacherSelf(deps.db, v.teacherId);
});
