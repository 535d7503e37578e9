import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { plainListQuery, type PlainListParams } from '../teachers/keys';
import { invoiceReceiverPaths } from './keys';

/** `GET user/invoice-receiver/list-plain/` with search and limit (default 20 on the server). */
export function invoiceReceiverListPlainQueryOptions(client: ApiClient, params: PlainListParams) {
  return readQueryOptions(invoiceReceiverPaths.listPlain, plainListQuery(params), (query, signal) =>
    unwrap(client.GET(invoiceReceiverPaths.listPlain, { params: { query }, signal })),
  );
}

/** Receivers found by name or e-mail: the existing-receiver picker of the staff's 'Ny elev'. */
export function useInvoiceReceiverOptions(params: PlainListParams) {
  return useQuery(invoiceReceiverListPlainQueryOptions(useApiClient(), params));
}
