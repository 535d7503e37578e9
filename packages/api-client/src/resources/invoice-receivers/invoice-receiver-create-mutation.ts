import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { INVOICE_RECEIVER_WRITE_INVALIDATES, invoiceReceiverPaths } from './keys';

export type InvoiceReceiver = Schemas['InvoiceReceiver'];
/** user_info, self_as_student, pays_for_students (student ids). */
export type InvoiceReceiverCreate = Schemas['InvoiceReceiverCreate'];

/** `POST user/invoice-receiver/`. */
export function createInvoiceReceiver(
  client: ApiClient,
  body: InvoiceReceiverCreate,
): Promise<InvoiceReceiver> {
  return unwrap(client.POST(invoiceReceiverPaths.list, { body }));
}

/**
 * Registers an invoice receiver for students; the students' details (which list their
 * receivers) are refetched.
 */
export function useCreateInvoiceReceiver(
  options: MutationHookOptions<InvoiceReceiver, InvoiceReceiverCreate> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: InvoiceReceiverCreate) => createInvoiceReceiver(client, body),
    INVOICE_RECEIVER_WRITE_INVALIDATES,
    options,
  );
}
