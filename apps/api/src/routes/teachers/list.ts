import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { listTeachers } from '../../services/teachers/staff';
import { staffViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { MAX_ID, booleanQuery, orderingParam, pageQuery } from '../../contract/common';
import { OWNS_TABLET_FILTERS, TEACHER_ORDERING, TeacherListSchema } from '../../contract/teachers';

const idListParam = z
  .string()
  .max(500)
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((v) => v.split(',').map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID))
  .optional()
  .openapi({
    param: { name: 'subjects', in: 'query' },
    example: '3,7',
    description: 'Subject ids, comma-separated: teachers who teach any of them.',
  });

export const registerTeacherList = operation({
  method: 'get',
  operationId: 'teacherList',
  path: '/api/user/teacher/',
  tags: ['teacher'],
  summary: "Teachers, paged ('Læreroversikt', staff only)",
  description:
    'search: name, e-mail or phone. Default ordering -id (newest first). is_active: only active (true) or inactive (false) teachers; all when absent.',
  allow: [teacherPolicy, 'list'],
  query: z.object({
    ...pageQuery,
    ordering: orderingParam(TEACHER_ORDERING, '-id'),
    subjects: idListParam,
    city: z.coerce
      .number()
      .int()
      .positive()
      .max(MAX_ID)
      .optional()
      .openapi({ param: { name: 'city', in: 'query' }, description: 'City id.' }),
    wants_student: booleanQuery(
      'wants_student',
      'Teachers who want more students (true) or do not (false).',
    ),
    owns_tablet: z
      .enum(OWNS_TABLET_FILTERS)
      .optional()
      .openapi({
        param: { name: 'owns_tablet', in: 'query' },
        description: 'true, false or unknown (not answered).',
      }),
    is_active: booleanQuery('is_active', 'Only active (true) or inactive (false) teachers.'),
  }),
  ok: [200, TeacherListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => listTeachers(deps.db, staffViewer(c), c.req.valid('query'), deps.now()));
