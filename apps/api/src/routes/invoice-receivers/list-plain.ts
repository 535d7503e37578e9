import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { plainInvoiceReceivers } from '../../services/invoice-receivers/read';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { allow } from '../../policies/policy';
import { UserListItemSchema, plainListQuery } from '../../contract/teachers';

const route = createRoute({
  method: 'get',
  operationId: 'invoiceReceiverListPlain',
  path: '/api/user/invoice-receiver/list-plain/',
  tags: ['invoice-receiver'],
  summary: 'Invoice receivers as a plain list (the receiver picker, staff only)',
  description:
    'Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.',
  middleware: allow(invoiceReceiverPolicy, 'listPlain', 'invoiceReceiverListPlain'),
  request: { query: z.object(plainListQuery) },
  responses: {
    200: {
      description: 'The receivers found.',
      content: { 'application/json': { schema: z.array(UserListItemSchema) } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerInvoiceReceiverListPlain = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await plainInvoiceReceivers(deps.db, staffViewer(c), c.req.valid('query')), 200),
  );
