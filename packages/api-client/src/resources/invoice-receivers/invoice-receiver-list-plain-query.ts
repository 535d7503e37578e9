import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { plainListQuery, type PlainListParams } from '../teachers/keys';
import { invoiceReceiverPaths } from './keys';
import type { UserListItem } from '../teachers/teacher-list-plain-query';

/** `GET user/invoice-receiver/list-plain/` with search and limit (default 20 on the server). */
export function invoiceReceiverListPlainQueryOptions(client: ApiClient, params: PlainListParams) {
  return readQueryOptions(invoiceReceiverPaths.listPlain, plainListQuery(params), (query, signal) =>
    unwrap(client.GET(invoiceReceiverPaths.listPlain, { params: { query }, signal })),
  );
}

/** Receivers found by name or e-mail: the existing-receiver picker of the staff's 'Ny elev'. */
export function useInvoiceReceiverOptions<TData = UserListItem[]>(
  params: PlainListParams,
  options?: ReadHookOptions<UserListItem[], TData>,
) {
  return useReadQuery(invoiceReceiverListPlainQueryOptions(useApiClient(), params), options);
}
