import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useInvoiceReceivers(params: InvoiceReceiverListParams) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(invoiceReceiverListQueryOptions(client, params));
  const { limit, offset, search, ordering } = params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  useEffect(() => {
    if (next === null) return;
    void queryClient.prefetchQuery(
      invoiceReceiverListQueryOptions(client, { limit, offset: next, search, ordering }),
    );
  }, [client, queryClient, limit, next, search, ordering]);
  return query;
}
