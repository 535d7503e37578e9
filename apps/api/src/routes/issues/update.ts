import { operation } from '../../http/route';
import { updateIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { idParams } from '../../contract/common';
import { IssuePatchSchema, IssueSchema } from '../../contract/issues';

export const registerIssueUpdate = operation({
  method: 'patch',
  operationId: 'issueUpdate',
  path: '/api/issues/{id}/',
  tags: ['issues'],
  summary: 'Change an issue, or move it (staff only)',
  description:
    "Changed fields by the seed's edit rules (estimate 0 to 255), or the state alone (the card's arrows).",
  allow: [issuePolicy, 'update'],
  params: idParams,
  body: IssuePatchSchema,
  ok: [200, IssueSchema, 'Changed.'],
  errors: [400, 401, 403, 404, 413],
}).answer((c, deps) =>
  updateIssue(deps.db, c.req.valid('param').id, c.req.valid('json'), deps.now()),
);
