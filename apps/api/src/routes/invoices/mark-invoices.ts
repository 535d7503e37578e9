import { toPayloadDate } from '@portal/domain/format';
import { operation } from '../../http/route';
import { markInvoices } from '../../services/invoices/mark';
import { invoicePolicy } from '../../policies/invoices';
import { MarkInvoicesResultSchema, MarkInvoicesSchema } from '../../contract/invoices';

export const registerPaymentMarkInvoices = operation({
  method: 'post',
  operationId: 'paymentMarkInvoices',
  path: '/api/payment/mark-invoices/',
  tags: ['payment'],
  summary: "'Marker valgte som fakurert' and the export stamp (staff only)",
  description:
    "Sets (true) or clears (false) the sent and/or exported date (today, Oslo) of package and travel lines, atomically and idempotently: only lines not yet in the target state change; the others come back in ids_not_updated. A custom lesson among travel_activities: 400 {travel_activities: ['Det er ikke mulig å markere tilpasset faktura enda']} and nothing changes.",
  allow: [invoicePolicy, 'mark'],
  body: MarkInvoicesSchema,
  ok: [200, MarkInvoicesResultSchema, 'What was not changed.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) => markInvoices(deps.db, c.req.valid('json'), toPayloadDate(deps.now())));
