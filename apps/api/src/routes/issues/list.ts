import { z } from '@hono/zod-openapi';
import { keptJsonAnswer } from '../../http/kept-answer';
import { operation } from '../../http/route';
import { listIssues } from '../../services/issues/read';
import { issuePolicy } from '../../policies/issues';
import { IssueSchema, issueListQuery } from '../../contract/issues';

export const registerIssueList = operation({
  method: 'get',
  operationId: 'issueList',
  path: '/api/issues/',
  tags: ['issues'],
  summary: 'The issue board (staff only)',
  description:
    'Every issue, most urgent first, then oldest first; search narrows to one category. Unpaged: the board shows all three columns at once.',
  allow: [issuePolicy, 'list'],
  query: issueListQuery,
  ok: [200, z.array(IssueSchema), 'The issues.'],
  errors: [400, 401, 403],
}).handle((c, deps) => {
  const { search } = c.req.valid('query');
  // Kept while no issue (nor a user's name) changes: the board is every issue.
  return keptJsonAnswer(c, deps.db, 'issues', `board_${search ?? 'all'}`, () =>
    listIssues(deps.db, search === undefined ? undefined : Number(search)),
  ) as never;
});
