import { operation } from '../../http/route';
import { invoicePeriodOf, packageInvoices } from '../../services/invoices/read';
import { invoicePolicy } from '../../policies/invoices';
import { InvoiceListSchema, invoiceListQuery } from '../../contract/invoices';

export const registerPaymentPackageInvoices = operation({
  method: 'get',
  operationId: 'paymentPackageInvoices',
  path: '/api/payment/package-invoices/',
  tags: ['payment'],
  summary: "'Pakkefaktura': package invoices of a period by receiver (staff only)",
  description:
    'One product line per package sold in the period (date_sold from start_date to end_date, both included), grouped by invoice receiver (by name). Prices in numeric, rounded to øre once (docs/api.md). Unpaged: the screen shows every receiver of the period.',
  allow: [invoicePolicy, 'packageInvoices'],
  query: invoiceListQuery,
  ok: [200, InvoiceListSchema, 'Invoices by receiver.'],
  errors: [400, 401, 403],
}).answer((c, deps) => packageInvoices(deps.db, invoicePeriodOf(c.req.valid('query'), deps.now())));
