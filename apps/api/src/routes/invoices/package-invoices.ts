import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { invoicePeriodOf, packageInvoices } from '../../services/invoices/read';
import { invoicePolicy } from '../../policies/invoices';
import { allow } from '../../policies/policy';
import { InvoiceListSchema, invoiceListQuery } from '../../contract/invoices';

const route = createRoute({
  method: 'get',
  operationId: 'paymentPackageInvoices',
  path: '/api/payment/package-invoices/',
  tags: ['payment'],
  summary: "'Pakkefaktura': package invoices of a period by receiver (staff only)",
  description:
    'One product line per package sold in the period (date_sold from start_date to end_date, both included), grouped by invoice receiver (by name). Prices in numeric, rounded to øre once (docs/api.md). Unpaged: the screen shows every receiver of the period.',
  middleware: allow(invoicePolicy, 'packageInvoices', 'paymentPackageInvoices'),
  request: { query: invoiceListQuery },
  responses: {
    200: {
      description: 'Invoices by receiver.',
      content: { 'application/json': { schema: InvoiceListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerPaymentPackageInvoices = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await packageInvoices(deps.db, invoicePeriodOf(c.req.valid('query'), deps.now())), 200),
  );
