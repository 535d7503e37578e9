import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { invoiceListQuery, invoicePaths, type InvoiceListParams } from './keys';

/** An invoice receiver with their product lines of the period. */
export type Invoice = Schemas['Invoice'];
/** A package (package invoices) or a lesson's travel (travel invoices), with its prices. */
export type InvoiceProductLine = Schemas['InvoiceProduct'];

/**
 * `GET payment/package-invoices/` or `payment/travel-invoices/` with start_date, end_date and
 * sent. A null date makes no request (the query settles with null).
 */
export function invoiceListQueryOptions(client: ApiClient, { kind, ...params }: InvoiceListParams) {
  const path = invoicePaths[kind];
  return readQueryOptions(path, invoiceListQuery(params), (query, signal) =>
    unwrap(client.GET(path, { params: { query }, signal })),
  );
}

/** The invoices of one tab of 'Fakturaoversikt', by receiver (unpaged). */
export function useInvoices<TData = Invoice[] | null>(
  params: InvoiceListParams,
  options?: ReadHookOptions<Invoice[] | null, TData>,
) {
  return useReadQuery(invoiceListQueryOptions(useApiClient(), params), options);
}
