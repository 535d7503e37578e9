// @portal/api-client/invoices: the invoices resource's reads, writes and types.
export { invoicePaths, invoiceKeys, invoiceListQuery, INVOICE_WRITE_INVALIDATES } from './keys';
export type { InvoiceListKind, InvoiceListParams } from './keys';
export { invoiceListQueryOptions, useInvoices } from './invoice-list-query';
export type { Invoice, InvoiceProductLine } from './invoice-list-query';
export { markInvoices, useMarkInvoices } from './invoice-mark-mutation';
export type { MarkInvoices, MarkInvoicesResult } from './invoice-mark-mutation';
