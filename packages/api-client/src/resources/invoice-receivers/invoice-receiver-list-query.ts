import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import {
  invoiceReceiverListQuery,
  invoiceReceiverPaths,
  type InvoiceReceiverListParams,
} from './keys';

export type InvoiceReceiverList = Schemas['InvoiceReceiverList'];

/** `GET user/invoice-receiver/` with limit, offset, search and ordering: 'Fakturamottakere'. */
export function invoiceReceiverListQueryOptions(
  client: ApiClient,
  params: InvoiceReceiverListParams,
) {
  return readQueryOptions(
    invoiceReceiverPaths.list,
    invoiceReceiverListQuery(params),
    (query, signal) => unwrap(client.GET(invoiceReceiverPaths.list, { params: { query }, signal })),
  );
}

/** One page of receivers with the students they pay for; the next page is prefetched. */
export function useInvoiceReceivers<TData = InvoiceReceiverList>(
  params: InvoiceReceiverListParams,
  options?: ReadHookOptions<InvoiceReceiverList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => invoiceReceiverListQueryOptions(client, page), params, options);
}
