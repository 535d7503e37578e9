import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses } from '../../http/responses';
import { invoicePeriodOf, travelInvoices } from '../../services/invoices/read';
import { invoicePolicy } from '../../policies/invoices';
import { allow } from '../../policies/policy';
import { InvoiceListSchema, invoiceListQuery } from '../../contract/invoices';

const route = createRoute({
  method: 'get',
  operationId: 'paymentTravelInvoices',
  path: '/api/payment/travel-invoices/',
  tags: ['payment'],
  summary: "'Reisefaktura': travel invoices of a period by receiver (staff only)",
  description:
    "One product line per completed lesson with travel in the period (Oslo days, both included) and receiver of its students (the receiver of the package the lesson drew from, else the student's first receiver), at the customer travel rate. Lessons of a custom category are flagged is_custom.",
  middleware: allow(invoicePolicy, 'travelInvoices', 'paymentTravelInvoices'),
  request: { query: invoiceListQuery },
  responses: {
    200: {
      description: 'Invoices by receiver.',
      content: { 'application/json': { schema: InvoiceListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const registerPaymentTravelInvoices = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await travelInvoices(deps.db, invoicePeriodOf(c.req.valid('query'), deps.now())), 200),
  );
