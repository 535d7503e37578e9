// @portal/api-client/invoice-receivers: the invoice-receivers resource's reads, writes and types.
export {
  invoiceReceiverPaths,
  invoiceReceiverKeys,
  invoiceReceiverListQuery,
  INVOICE_RECEIVER_WRITE_INVALIDATES,
} from './keys';
export type { InvoiceReceiverListParams, InvoiceReceiverOrdering } from './keys';
export {
  invoiceReceiverListQueryOptions,
  useInvoiceReceivers,
} from './invoice-receiver-list-query';
export type { InvoiceReceiverList } from './invoice-receiver-list-query';
export {
  invoiceReceiverListPlainQueryOptions,
  useInvoiceReceiverOptions,
} from './invoice-receiver-list-plain-query';
export {
  addStudentToReceiver,
  useAddStudentToReceiver,
} from './invoice-receiver-add-student-mutation';
export type { AddStudentToReceiverVariables } from './invoice-receiver-add-student-mutation';
export {
  createInvoiceReceiver,
  useCreateInvoiceReceiver,
} from './invoice-receiver-create-mutation';
export type { InvoiceReceiver, InvoiceReceiverCreate } from './invoice-receiver-create-mutation';
