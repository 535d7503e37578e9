import { HttpResponse } from 'msw';
import { parseDateText } from '@portal/domain/format';
import { CUSTOM_INVOICE_MARK_MESSAGE } from '@portal/domain/invoice';
import { makePackageInvoices, makeTravelInvoices } from '../fixtures/invoices';
import { http } from '../http';
import { MOCK_NOW } from '../mock-now';
import { neverResolve, serverError, validationError } from '../states';
import type { Schemas } from '../../contract';

/** What the handlers read of a query (openapi-msw's typed `query`). */
type QueryReader = { get(name: string): string | null };

type Invoice = Schemas['Invoice'];
type InvoiceProduct = Schemas['InvoiceProduct'];

// 'Fakturaoversikt' as one state: marking changes the lines, so a story sees the change.
// resetInvoiceMocks() puts the fixture back (a story's beforeEach).
let packageInvoices: Invoice[] = makePackageInvoices();
let travelInvoices: Invoice[] = makeTravelInvoices();
export function resetInvoiceMocks() {
  packageInvoices = makePackageInvoices();
  travelInvoices = makeTravelInvoices();
}

const TODAY = MOCK_NOW.toISOString().slice(0, 10);

/** The period and sent filter of the query, as the API reads them (DD.MM.YYYY, both included). */
function filterOf(query: QueryReader) {
  const start = parseDateText(query.get('start_date') ?? '01.01.2016') ?? '2016-01-01';
  const end = parseDateText(query.get('end_date') ?? '') ?? TODAY;
  const sent = query.get('sent');
  return (p: InvoiceProduct) =>
    p.date_sold >= start &&
    p.date_sold <= end &&
    (sent === null ||
      (['true', '1', 'True'].includes(sent) ? !!p.invoice_sent_date : !p.invoice_sent_date));
}

function read(invoices: Invoice[], query: QueryReader): Invoice[] {
  const keep = filterOf(query);
  return invoices
    .map((i) => ({ ...i, products: i.products.filter(keep) }))
    .filter((i) => i.products.length > 0);
}

/** Sets or clears a date on the lines with these ids; the ids that did not change come back. */
function stamp(
  invoices: Invoice[],
  ids: readonly number[] | undefined,
  field: 'invoice_sent_date' | 'invoice_exported_date',
  value: boolean | undefined,
): number[] {
  if (!ids || value === undefined) return [];
  const notUpdated: number[] = [];
  for (const id of new Set(ids)) {
    const product = invoices.flatMap((i) => i.products).find((p) => p.id === id);
    if (!product || Boolean(product[field]) === value) notUpdated.push(id);
    else product[field] = value ? TODAY : null;
  }
  return notUpdated;
}

const lists = [
  http.get('/payment/package-invoices/', ({ query }) =>
    HttpResponse.json(read(packageInvoices, query)),
  ),
  http.get('/payment/travel-invoices/', ({ query }) =>
    HttpResponse.json(read(travelInvoices, query)),
  ),
];

const mark = http.post('/payment/mark-invoices/', async ({ request }) => {
  const body = await request.json();
  const custom = travelInvoices
    .flatMap((i) => i.products)
    .some((p) => p.is_custom && body.travel_activities?.includes(p.id));
  if (custom) return validationError({ travel_activities: [CUSTOM_INVOICE_MARK_MESSAGE] });
  const packages = [
    ...stamp(packageInvoices, body.packages, 'invoice_sent_date', body.mark_sent),
    ...stamp(packageInvoices, body.packages, 'invoice_exported_date', body.mark_exported),
  ];
  const travel = [
    ...stamp(travelInvoices, body.travel_activities, 'invoice_sent_date', body.mark_sent),
    ...stamp(travelInvoices, body.travel_activities, 'invoice_exported_date', body.mark_exported),
  ];
  const unique = (ids: number[]) => [...new Set(ids)];
  const notUpdated = { packages: unique(packages), travel_activities: unique(travel) };
  return HttpResponse.json({
    ids_not_updated: notUpdated,
    response_message:
      notUpdated.packages.length + notUpdated.travel_activities.length === 0
        ? 'Fakturaene er oppdatert'
        : 'Noen av fakturaene finnes ikke eller var allerede oppdatert',
  });
});

/** payment/…: the invoice lists of 'Fakturaoversikt' and the marking, with every state. */
export const invoiceHandlers = {
  /** Fourteen package receivers (two pages) and two travel receivers; marking changes them. */
  default: [...lists, mark],
  empty: [
    http.get('/payment/package-invoices/', () => HttpResponse.json([])),
    http.get('/payment/travel-invoices/', () => HttpResponse.json([])),
    mark,
  ],
  loading: [
    http.get('/payment/package-invoices/', neverResolve),
    http.get('/payment/travel-invoices/', neverResolve),
    mark,
  ],
  error: [
    http.get('/payment/package-invoices/', serverError),
    http.get('/payment/travel-invoices/', serverError),
    mark,
  ],
  /** Lists as default; marking fails with 500 ('Noe gikk galt under oppdatering av fakturaer'). */
  writeError: [http.post('/payment/mark-invoices/', serverError), ...lists],
};
