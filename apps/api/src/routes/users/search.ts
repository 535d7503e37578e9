import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { searchUsers } from '../../services/users/search';
import { userPolicy } from '../../policies/users';
import { booleanQuery, limitParam, searchParam } from '../../contract/common';

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

export const registerUserSearch = operation({
  method: 'get',
  operationId: 'userSearch',
  path: '/api/user/user/',
  tags: ['user'],
  summary: 'Search active users by name or e-mail (staff only)',
  description:
    'Ordered by name. is_staff=true offers staff only (the developer picker of the issue board). Unpaged: at most limit rows.',
  allow: [userPolicy, 'search'],
  query: z.object({
    limit: limitParam(MAX_USER_LIMIT, DEFAULT_USER_LIMIT, { example: 8 }),
    search: searchParam('Part of a name or e-mail.'),
    is_staff: booleanQuery('is_staff', 'Only staff (true) or only others (false).'),
  }),
  ok: [200, z.array(UserSearchResultSchema), 'The users found.'],
  errors: [400, 401, 403],
}).answer((c, deps) => searchUsers(deps.db, c.req.valid('query')));
