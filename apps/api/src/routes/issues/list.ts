import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { listIssues } from '../../services/issues/read';
import { issuePolicy } from '../../policies/issues';
import { allow } from '../../policies/policy';
import { IssueSchema, issueListQuery } from '../../contract/issues';

const route = createRoute({
  method: 'get',
  operationId: 'issueList',
  path: '/api/issues/',
  tags: ['issues'],
  summary: 'The issue board (staff only)',
  description:
    'Every issue, most urgent first, then oldest first; search narrows to one category. Unpaged: the board shows all three columns at once.',
  middleware: allow(issuePolicy, 'list', 'issueList'),
  request: { query: issueListQuery },
  responses: {
    200: {
      description: 'The issues.',
      content: { 'application/json': { schema: z.array(IssueSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerIssueList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const { search } = c.req.valid('query');
    return c.json(
      await listIssues(deps.db, search === undefined ? undefined : Number(search)),
      200,
    );
  });
