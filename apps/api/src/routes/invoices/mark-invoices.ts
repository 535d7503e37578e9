import { createRoute } from '@hono/zod-openapi';
import { toPayloadDate } from '@portal/domain/format';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { markInvoices } from '../../services/invoices/mark';
import { invoicePolicy } from '../../policies/invoices';
import { allow } from '../../policies/policy';
import { MarkInvoicesResultSchema, MarkInvoicesSchema } from '../../contract/invoices';

const route = createRoute({
  method: 'post',
  operationId: 'paymentMarkInvoices',
  path: '/api/payment/mark-invoices/',
  tags: ['payment'],
  summary: "'Marker valgte som fakurert' and the export stamp (staff only)",
  description:
    "Sets (true) or clears (false) the sent and/or exported date (today, Oslo) of package and travel lines, atomically and idempotently: only lines not yet in the target state change; the others come back in ids_not_updated. A custom lesson among travel_activities: 400 {travel_activities: ['Det er ikke mulig å markere tilpasset faktura enda']} and nothing changes.",
  middleware: allow(invoicePolicy, 'mark', 'paymentMarkInvoices'),
  request: { body: jsonBody(MarkInvoicesSchema) },
  responses: {
    200: {
      description: 'What was not changed.',
      content: { 'application/json': { schema: MarkInvoicesResultSchema } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerPaymentMarkInvoices = (app: ApiApp, deps: AppDeps) =>
  app.openapi(route, async (c) =>
    c.json(await markInvoices(deps.db, c.req.valid('json'), toPayloadDate(deps.now())), 200),
  );
