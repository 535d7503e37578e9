import type { QueryParamsOf } from '../../contract';
import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';
import { plainListQuery, type PlainListParams } from '../teachers/keys';

/** The invoice-receiver routes, relative to the base URL (seed 000 and 001 section 7). */
export const invoiceReceiverPaths = {
  list: '/user/invoice-receiver/',
  listPlain: '/user/invoice-receiver/list-plain/',
  detail: '/user/invoice-receiver/{id}/',
} as const;

export type InvoiceReceiverOrdering = NonNullable<
  QueryParamsOf<'/user/invoice-receiver/'>['ordering']
>;

/** A page of the staff's 'Fakturamottakere'. */
// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type InvoiceReceiverListParams = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: InvoiceReceiverOrdering;
};

/** The query the API takes: no empty search. */
export function invoiceReceiverListQuery({ search, ...rest }: InvoiceReceiverListParams) {
  return { ...rest, search: search?.trim() ? search.trim() : undefined };
}

export const invoiceReceiverKeys = {
  /** Prefix of every receiver read. */
  all: [normalizeReadPath(invoiceReceiverPaths.list)] as const,
  list: (params: InvoiceReceiverListParams) =>
    readQueryKey(invoiceReceiverPaths.list, invoiceReceiverListQuery(params)),
  listPlain: (params: PlainListParams) =>
    readQueryKey(invoiceReceiverPaths.listPlain, plainListQuery(params)),
} as const;

/**
 * A receiver write shows up in the details of the students it pays for and in the staff's
 * receiver list and picker.
 */
export const INVOICE_RECEIVER_WRITE_INVALIDATES = [
  '/user/student/',
  '/user/invoice-receiver/',
] as const;
