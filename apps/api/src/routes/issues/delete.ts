import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { deleteIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';

const route = createRoute({
  method: 'delete',
  operationId: 'issueDelete',
  path: '/api/issues/{id}/',
  tags: ['issues'],
  summary: 'Delete an issue (staff only)',
  middleware: allow(issuePolicy, 'delete', 'issueDelete'),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    ...errorResponses(401, 403, 404),
  },
});

export const registerIssueDelete = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    await deleteIssue(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
