import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The invoice routes of 'Fakturaoversikt' (seed 001 section 7). */
export const invoicePaths = {
  package: '/payment/package-invoices/',
  travel: '/payment/travel-invoices/',
  mark: '/payment/mark-invoices/',
} as const;

/** The two tabs: 'Pakkefaktura' (package) and 'Reisefaktura' (travel). */
export type InvoiceListKind = 'package' | 'travel';

/**
 * A period of invoices: `start` and `end` as the date pickers show them, 'DD.MM.YYYY' (the API's
 * format), both days included; null while a picker is empty (no request then). `sent`: false
 * for the lines not yet invoiced, true for the invoiced ones, undefined for all.
 */
// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type InvoiceListParams = {
  kind: InvoiceListKind;
  start: string | null;
  end: string | null;
  sent?: boolean;
};

/** The query the API takes. */
export function invoiceListQuery({ start, end, sent }: Omit<InvoiceListParams, 'kind'>) {
  return {
    start_date: start,
    end_date: end,
    sent: sent === undefined ? undefined : sent ? ('true' as const) : ('false' as const),
  };
}

/** Read keys of the invoice routes. */
export const invoiceKeys = {
  /** Prefix of every invoice read (both tabs). */
  all: [normalizeReadPath('/payment/')] as const,
  list: ({ kind, ...params }: InvoiceListParams) =>
    readQueryKey(invoicePaths[kind], invoiceListQuery(params)),
} as const;

/** Marking changes both invoice lists and the month check (hours invoiced, packages not invoiced). */
export const INVOICE_WRITE_INVALIDATES = ['/payment/', '/economy/'] as const;
