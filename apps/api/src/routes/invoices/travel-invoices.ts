import { operation } from '../../http/route';
import { invoicePeriodOf, travelInvoicesJson } from '../../services/invoices/read';
import { invoicePolicy } from '../../policies/invoices';
import { InvoiceListSchema, invoiceListQuery } from '../../contract/invoices';

export const registerPaymentTravelInvoices = operation({
  method: 'get',
  operationId: 'paymentTravelInvoices',
  path: '/api/payment/travel-invoices/',
  tags: ['payment'],
  summary: "'Reisefaktura': travel invoices of a period by receiver (staff only)",
  description:
    "One product line per completed lesson with travel in the period (Oslo days, both included) and receiver of its students (the receiver of the package the lesson drew from, else the student's first receiver), at the customer travel rate. Lessons of a custom category are flagged is_custom.",
  allow: [invoicePolicy, 'travelInvoices'],
  query: invoiceListQuery,
  ok: [200, InvoiceListSchema, 'Invoices by receiver.'],
  errors: [400, 401, 403],
}).answer((c, deps) =>
  travelInvoicesJson(deps.db, invoicePeriodOf(c.req.valid('query'), deps.now())),
);
