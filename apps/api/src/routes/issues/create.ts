import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { createIssue } from '../../services/issues/write';
import { issuePolicy } from '../../policies/issues';
import { allow } from '../../policies/policy';
import { IssueCreateSchema, IssueSchema } from '../../contract/issues';

const route = createRoute({
  method: 'post',
  operationId: 'issueCreate',
  path: '/api/issues/',
  tags: ['issues'],
  summary: 'Add an issue (staff only)',
  description:
    "The seed's create rules: title 1 to 255 characters, description required, estimate 1 to 255 hours, category and priority 1 to 3; developer a staff user or null. The caller is the author.",
  middleware: allow(issuePolicy, 'create', 'issueCreate'),
  request: { body: jsonBody(IssueCreateSchema) },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: IssueSchema } } },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerIssueCreate = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await createIssue(deps.db, c.get('user').id, c.req.valid('json'), deps.now()), 201),
  );
