import { operation } from '../../http/route';
import { createIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { IssueCreateSchema, IssueSchema } from '../../contract/issues';

export const registerIssueCreate = operation({
  method: 'post',
  operationId: 'issueCreate',
  path: '/api/issues/',
  tags: ['issues'],
  summary: 'Add an issue (staff only)',
  description:
    "The seed's create rules: title 1 to 255 characters, description required, estimate 1 to 255 hours, category and priority 1 to 3; developer a staff user or null. The caller is the author.",
  allow: [issuePolicy, 'create'],
  body: IssueCreateSchema,
  ok: [201, IssueSchema, 'Created.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) => createIssue(deps.db, c.get('user').id, c.req.valid('json'), deps.now()));
