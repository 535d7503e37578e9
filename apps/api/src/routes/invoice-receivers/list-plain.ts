import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { plainInvoiceReceivers } from '../../services/invoice-receivers/read';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { UserListItemSchema, plainListQuery } from '../../contract/teachers';

export const registerInvoiceReceiverListPlain = operation({
  method: 'get',
  operationId: 'invoiceReceiverListPlain',
  path: '/api/user/invoice-receiver/list-plain/',
  tags: ['invoice-receiver'],
  summary: 'Invoice receivers as a plain list (the receiver picker, staff only)',
  description:
    'Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.',
  allow: [invoiceReceiverPolicy, 'listPlain'],
  query: z.object(plainListQuery),
  ok: [200, z.array(UserListItemSchema), 'The receivers found.'],
  errors: [400, 401, 403],
}).answer((c, deps) => plainInvoiceReceivers(deps.db, staffViewer(c), c.req.valid('query')));
