import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { updateIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { allow } from '../../policies/policy';
import { idParams } from '../../contract/common';
import { IssuePatchSchema, IssueSchema } from '../../contract/issues';

const route = createRoute({
  method: 'patch',
  operationId: 'issueUpdate',
  path: '/api/issues/{id}/',
  tags: ['issues'],
  summary: 'Change an issue, or move it (staff only)',
  description:
    "Changed fields by the seed's edit rules (estimate 0 to 255), or the state alone (the card's arrows).",
  middleware: allow(issuePolicy, 'update', 'issueUpdate'),
  request: { params: idParams, body: jsonBody(IssuePatchSchema) },
  responses: {
    200: { description: 'Changed.', content: { 'application/json': { schema: IssueSchema } } },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

export const registerIssueUpdate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(
      await updateIssue(deps.db, c.req.valid('param').id, c.req.valid('json'), deps.now()),
      200,
    ),
  );
