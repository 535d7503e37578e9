import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { STUDENT_ORDERING, listStudents } from '../../services/students/read';
import { viewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { booleanQuery, orderingParam, pageQuery } from '../../contract/common';
import { StudentListSchema } from '../../contract/students';

export const registerStudentList = operation({
  method: 'get',
  operationId: 'studentList',
  path: '/api/user/student/',
  tags: ['teacher', 'student'],
  summary: 'Students, paged',
  description:
    'A teacher gets their own students, staff every student. search: name, e-mail or phone. Default ordering -created_at for staff (seed 001 §9), full_name for the others.',
  allow: [studentPolicy, 'list'],
  query: z.object({
    ...pageQuery,
    ordering: orderingParam(STUDENT_ORDERING, '-created_at for staff, full_name otherwise'),
    is_active: booleanQuery(
      'is_active',
      'Only active (true) or inactive (false) students; all when absent.',
    ),
  }),
  ok: [200, StudentListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => listStudents(deps.db, viewer(c), c.req.valid('query'), deps.now()));
