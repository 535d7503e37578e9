import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { searchUsers } from '../../services/users/search';
import { userPolicy } from '../../policies/users';
import { allow } from '../../policies/policy';
import { MAX_SEARCH_LENGTH, booleanQuery } from '../../contract/common';

/** Seed 001 §9: plain searches show 20 users; the developer picker asks for 8. */
const DEFAULT_USER_LIMIT = 20;
const MAX_USER_LIMIT = 50;

const UserSearchResultSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    is_staff: z.boolean(),
  })
  .openapi('UserSearchResult');

const route = createRoute({
  method: 'get',
  operationId: 'userSearch',
  path: '/api/user/user/',
  tags: ['user'],
  summary: 'Search active users by name or e-mail (staff only)',
  description:
    'Ordered by name. is_staff=true offers staff only (the developer picker of the issue board). Unpaged: at most limit rows.',
  middleware: allow(userPolicy, 'search', 'userSearch'),
  request: {
    query: z.object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_USER_LIMIT)
        .default(DEFAULT_USER_LIMIT)
        .openapi({ param: { name: 'limit', in: 'query' }, example: 8 }),
      search: z
        .string()
        .max(MAX_SEARCH_LENGTH)
        .optional()
        .openapi({
          param: { name: 'search', in: 'query' },
          description: 'Part of a name or e-mail.',
        }),
      is_staff: booleanQuery('is_staff', 'Only staff (true) or only others (false).'),
    }),
  },
  responses: {
    200: {
      description: 'The users found.',
      content: { 'application/json': { schema: z.array(UserSearchResultSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerUserSearch = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => c.json(await searchUsers(deps.db, c.req.valid('query')), 200));
