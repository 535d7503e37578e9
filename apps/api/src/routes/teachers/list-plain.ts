import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { plainTeachers } from '../../services/teachers/staff';
import { staffViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { UserListItemSchema, plainListQuery } from '../../contract/teachers';

export const registerTeacherListPlain = operation({
  method: 'get',
  operationId: 'teacherListPlain',
  path: '/api/user/teacher/list-plain/',
  tags: ['teacher'],
  summary: 'Active teachers as a plain list (the teacher picker, staff only)',
  description:
    'Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.',
  allow: [teacherPolicy, 'listPlain'],
  query: z.object(plainListQuery),
  ok: [200, z.array(UserListItemSchema), 'The teachers found.'],
  errors: [400, 401, 403],
}).answer((c, deps) => plainTeachers(deps.db, staffViewer(c), c.req.valid('query')));
