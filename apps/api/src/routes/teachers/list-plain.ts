import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { plainTeachers } from '../../services/teachers/staff';
import { staffViewer } from '../../auth/route-guards';
import { teacherPolicy } from '../../policies/teachers';
import { allow } from '../../policies/policy';
import { UserListItemSchema, plainListQuery } from '../../contract/teachers';

const route = createRoute({
  method: 'get',
  operationId: 'teacherListPlain',
  path: '/api/user/teacher/list-plain/',
  tags: ['teacher'],
  summary: 'Active teachers as a plain list (the teacher picker, staff only)',
  description:
    'Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.',
  middleware: allow(teacherPolicy, 'listPlain', 'teacherListPlain'),
  request: { query: z.object(plainListQuery) },
  responses: {
    200: {
      description: 'The teachers found.',
      content: { 'application/json': { schema: z.array(UserListItemSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerTeacherListPlain = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await plainTeachers(deps.db, staffViewer(c), c.req.valid('query')), 200),
  );
