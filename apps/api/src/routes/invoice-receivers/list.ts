import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { pageLinks } from '../../http/list-query';
import { RECEIVER_ORDERING, listInvoiceReceivers } from '../../services/invoice-receivers/read';
import { staffViewer } from '../../auth/route-guards';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { allow } from '../../policies/policy';
import { orderingParam, pageQuery } from '../../contract/common';
import { InvoiceReceiverListSchema } from '../../contract/students';

const route = createRoute({
  method: 'get',
  operationId: 'invoiceReceiverList',
  path: '/api/user/invoice-receiver/',
  tags: ['invoice-receiver'],
  summary:
    "Invoice receivers with the students they pay for, paged ('Fakturamottakere', staff only)",
  description: 'search: name, e-mail or phone. Default ordering -id (newest first).',
  middleware: allow(invoiceReceiverPolicy, 'list', 'invoiceReceiverList'),
  request: {
    query: z.object({ ...pageQuery, ordering: orderingParam(RECEIVER_ORDERING, '-id') }),
  },
  responses: {
    200: {
      description: 'One page.',
      content: { 'application/json': { schema: InvoiceReceiverListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerInvoiceReceiverList = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) => {
    const query = c.req.valid('query');
    const page = await listInvoiceReceivers(deps.db, staffViewer(c), query);
    return c.json(
      {
        count: page.count,
        ...pageLinks(c.req.url, page.count, query.limit, query.offset),
        results: page.results,
      },
      200,
    );
  });
