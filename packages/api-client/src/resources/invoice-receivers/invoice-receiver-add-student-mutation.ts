import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { INVOICE_RECEIVER_WRITE_INVALIDATES, invoiceReceiverPaths } from './keys';
import type { InvoiceReceiver } from './invoice-receiver-create-mutation';

/** The receiver and the student it pays for from now on. */
export type AddStudentToReceiverVariables = { id: number } & Schemas['InvoiceReceiverPatch'];

/** `PATCH user/invoice-receiver/{id}/` with `add_new_student`. */
export function addStudentToReceiver(
  client: ApiClient,
  { id, ...body }: AddStudentToReceiverVariables,
): Promise<InvoiceReceiver> {
  return unwrap(client.PATCH(invoiceReceiverPaths.detail, { params: { path: { id } }, body }));
}

/**
 * Makes a receiver pay for one more student (an existing receiver picked in 'Ny elev', or a
 * student added in 'Fakturamottakere'); the receiver list and the student's details are refetched.
 */
export function useAddStudentToReceiver(
  options: MutationHookOptions<InvoiceReceiver, AddStudentToReceiverVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: AddStudentToReceiverVariables) => addStudentToReceiver(client, variables),
    INVOICE_RECEIVER_WRITE_INVALIDATES,
    options,
  );
}
