import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { INVOICE_WRITE_INVALIDATES, invoicePaths } from './keys';

/** `{packages?, travel_activities?, mark_sent?, mark_exported?}`. */
export type MarkInvoices = Schemas['MarkInvoices'];
/** `{ids_not_updated: {packages, travel_activities}, response_message}`. */
export type MarkInvoicesResult = Schemas['MarkInvoicesResult'];

/** `POST payment/mark-invoices/`. */
export function markInvoices(client: ApiClient, body: MarkInvoices): Promise<MarkInvoicesResult> {
  return unwrap(client.POST(invoicePaths.mark, { body }));
}

/**
 * 'Marker valgte som fakurert' (mark_sent) and the export stamp after 'Eksporter som CSV'
 * (mark_exported); both invoice tabs and the month check are refetched.
 */
export function useMarkInvoices(
  options: MutationHookOptions<MarkInvoicesResult, MarkInvoices> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: MarkInvoices) => markInvoices(client, body),
    INVOICE_WRITE_INVALIDATES,
    options,
  );
}
