// @portal/domain/invoice: its rules, exported by name.
export { INVOICE_CSV_HEADER, invoiceCsvRows, invoiceCsv } from './csv';
export type { InvoiceReceiverDetails, InvoiceCsvProduct, InvoiceForCsv } from './csv';
export { isProductExported, productGroupKey, groupProductLines } from './grouping';
export type { InvoiceProduct, InvoiceKind, GroupedProductLine } from './grouping';
export {
  EXPORT_CSV_BUTTON,
  MARK_INVOICED_BUTTON,
  INVOICE_TABS,
  ALREADY_EXPORTED_CONFIRMATION,
  CUSTOM_INVOICE_MARK_MESSAGE,
  canExportInvoices,
  exportNeedsConfirmation,
} from './export';
