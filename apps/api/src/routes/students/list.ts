import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { pageLinks } from '../../http/list-query';
import { STUDENT_ORDERING, listStudents } from '../../services/students/read';
import { viewer } from '../../auth/route-guards';
import { studentPolicy } from '../../policies/students';
import { allow } from '../../policies/policy';
import { booleanQuery, orderingParam, pageQuery } from '../../contract/common';
import { StudentListSchema } from '../../contract/students';

const route = createRoute({
  method: 'get',
  operationId: 'studentList',
  path: '/api/user/student/',
  tags: ['teacher', 'student'],
  summary: 'Students, paged',
  description:
    'A teacher gets their own students, staff every student. search: name, e-mail or phone. Default ordering -created_at for staff (seed 001 §9), full_name for the others.',
  middleware: allow(studentPolicy, 'list', 'studentList'),
  request: {
    query: z.object({
      ...pageQuery,
      ordering: orderingParam(STUDENT_ORDERING, '-created_at for staff, full_name otherwise'),
      is_active: booleanQuery(
        'is_active',
        'Only active (true) or inactive (false) students; all when absent.',
      ),
    }),
  },
  responses: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: StudentListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerStudentList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const page = await listStudents(deps.db, viewer(c), query, deps.now());
    return c.json(
      {
        count: page.count,
        ...pageLinks(c.req.url, page.count, query.limit, query.offset),
        results: page.results,
      },
      200,
    );
  });
