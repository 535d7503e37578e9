import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { RECEIVER_ORDERING, listInvoiceReceivers } from '../../services/invoice-receivers/read';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { orderingParam, pageQuery } from '../../contract/common';
import { InvoiceReceiverListSchema } from '../../contract/students';

export const registerInvoiceReceiverList = operation({
  method: 'get',
  operationId: 'invoiceReceiverList',
  path: '/api/user/invoice-receiver/',
  tags: ['invoice-receiver'],
  summary:
    "Invoice receivers with the students they pay for, paged ('Fakturamottakere', staff only)",
  description: 'search: name, e-mail or phone. Default ordering -id (newest first).',
  allow: [invoiceReceiverPolicy, 'list'],
  query: z.object({ ...pageQuery, ordering: orderingParam(RECEIVER_ORDERING, '-id') }),
  ok: [200, InvoiceReceiverListSchema, 'One page.'],
  errors: [400, 401, 403],
}).page((c, deps) => listInvoiceReceivers(deps.db, staffViewer(c), c.req.valid('query')));
