import { operation } from '../../http/route';
import { deleteIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { idParams } from '../../contract/common';

export const registerIssueDelete = operation({
  method: 'delete',
  operationId: 'issueDelete',
  path: '/api/issues/{id}/',
  tags: ['issues'],
  summary: 'Delete an issue (staff only)',
  allow: [issuePolicy, 'delete'],
  params: idParams,
  ok: [204, 'Deleted.'],
  errors: [401, 403, 404],
}).answer((c, deps) => deleteIssue(deps.db, c.req.valid('param').id));
