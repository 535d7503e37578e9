import { HttpResponse } from 'msw';
import { makePackageTypes, makePackages, makeStaffPackages } from '../fixtures/packages';
import { makePage } from '../fixtures/page';
import { http } from '../http';
import { delayed, neverResolve, serverError, validationError } from '../states';
import type { Schemas } from '../../contract';

type Package = Schemas['Package'];

const list = () =>
  HttpResponse.json<Schemas['PackageList']>(makePage(makePackages(), { limit: 100 }));

// The staff's packages: writes change them, so a story sees its edit. resetPackageMocks() puts
// the fixture back (a story's beforeEach).
let staffPackages: Package[] = makeStaffPackages();
let nextId = 900;
export function resetPackageMocks() {
  staffPackages = makeStaffPackages();
  nextId = 900;
}

const NOT_FOUND = { detail: 'Ikke funnet.' };
const round2 = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const byConfirmation = (id: number) =>
  staffPackages.find((p) => p.order_confirmations?.some((c) => c.id === id));

const staffHandlers = [
  http.get('/package/package-type/', () => HttpResponse.json(makePackageTypes())),
  http.get('/package/package/', ({ query }) => {
    const limit = Number(query.get('limit') ?? 10);
    const offset = Number(query.get('offset') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const rows = staffPackages.filter(
      (p) =>
        !search ||
        p.name.toLowerCase().includes(search) ||
        p.invoice_receiver_name.toLowerCase().includes(search) ||
        p.students.some((s) => s.full_name.toLowerCase().includes(search)),
    );
    return HttpResponse.json(makePage(rows.slice(offset, offset + limit), { limit, offset }), {
      headers: {},
    });
  }),
  http.post('/package/package/', async ({ request }) => {
    const body = await request.json();
    const type = makePackageTypes().find((t) => t.id === body.package_type);
    if (!type) return validationError({ package_type: ['Velg en pakketype'] });
    const price = Number(type.latest_price?.price ?? 0);
    const discount = Number(body.discount_percentage || 0);
    const extra = Number(body.extra_price || 0);
    const hours = Number(type.hours_in_package) + Number(body.additional_hours_added || 0);
    const id = nextId++;
    const pkg: Package = {
      ...makeStaffPackages()[1]!,
      id,
      name: type.name,
      hours_in_package: round2(hours),
      remaining_hours: round2(hours),
      date_sold: body.date_sold,
      sold_for_price: round2(price * (1 - discount / 100) + extra),
      students: body.students.map((s) => ({ id: s, full_name: `Elev ${s}` })),
      discount_percentage: round2(discount),
      extra_price: round2(extra),
      additional_hours_added: round2(Number(body.additional_hours_added || 0)),
      number_of_payments: Number(body.number_of_payments || 1),
      package_type: type.id,
      package_type_price: round2(price),
      invoice_sent_date: null,
      order_confirmations: [
        {
          id: id * 10,
          order_confirmation_purpose: 'NEW_PACKAGE',
          order_confirmation_sent_date: null,
          created_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    };
    staffPackages.unshift(pkg);
    return HttpResponse.json(pkg, { status: 201 });
  }),
  http.patch('/package/package/{id}/', async ({ params, request }) => {
    const patch = await request.json();
    const index = staffPackages.findIndex((p) => p.id === Number(params.id));
    if (index < 0) return HttpResponse.json(NOT_FOUND, { status: 404 });
    const current = staffPackages[index]!;
    const discount = Number(patch.discount_percentage ?? current.discount_percentage ?? 0);
    const extra = Number(patch.extra_price ?? current.extra_price ?? 0);
    const updated: Package = {
      ...current,
      description: patch.description ?? current.description,
      comment_for_invoice: patch.comment_for_invoice ?? current.comment_for_invoice,
      discount_percentage: round2(discount),
      extra_price: round2(extra),
      sold_for_price: round2(Number(current.package_type_price) * (1 - discount / 100) + extra),
      students: [
        ...current.students,
        ...(patch.add_students ?? [])
          .filter((id) => !current.students.some((s) => s.id === id))
          .map((id) => ({ id, full_name: `Elev ${id}` })),
      ],
      ...(patch.reactivate_package && current.is_expired
        ? { is_expired: false, expiration_date: '2027-11-21' }
        : {}),
      order_confirmations: [
        ...(current.order_confirmations ?? []),
        {
          id: current.id * 10 + (current.order_confirmations?.length ?? 0) + 1,
          order_confirmation_purpose: 'EDITED_PACKAGE',
          order_confirmation_sent_date: null,
          created_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    };
    staffPackages[index] = updated;
    return HttpResponse.json(updated);
  }),
  http.delete('/package/package/{id}/', ({ params }) => {
    const before = staffPackages.length;
    staffPackages = staffPackages.filter((p) => p.id !== Number(params.id));
    if (staffPackages.length === before) return HttpResponse.json(NOT_FOUND, { status: 404 });
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/package/order-confirmation/{id}/email-preview/', ({ params }) => {
    const pkg = byConfirmation(Number(params.id));
    if (!pkg) return HttpResponse.json(NOT_FOUND, { status: 404 });
    return HttpResponse.json({
      email_html: `<p>Hei Anne,</p><p>Takk for bestillingen! Her er en bekreftelse på pakken dere har kjøpt.</p><table><tr><th align="left">Pakke</th><td>${pkg.name}</td></tr><tr><th align="left">Pris</th><td>${pkg.sold_for_price} kr</td></tr></table>`,
    });
  }),
  http.put('/package/order-confirmation/{id}/', ({ params }) => {
    const pkg = byConfirmation(Number(params.id));
    if (!pkg) return HttpResponse.json(NOT_FOUND, { status: 404 });
    pkg.order_confirmations = pkg.order_confirmations?.map((c) =>
      c.id === Number(params.id)
        ? { ...c, order_confirmation_sent_date: '2026-11-21T09:05:00.000Z' }
        : c,
    );
    return HttpResponse.json(pkg);
  }),
  http.delete('/package/order-confirmation/{id}/', ({ params }) => {
    const pkg = byConfirmation(Number(params.id));
    if (!pkg) return HttpResponse.json(NOT_FOUND, { status: 404 });
    pkg.order_confirmations = pkg.order_confirmations?.filter((c) => c.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];

/** package/package/ and the staff's package routes: the default and every state. */
export const packageHandlers = {
  /** A customer's four packages: two active, one used up, one expired. */
  default: [http.get('/package/package/', list)],
  empty: [http.get('/package/package/', () => HttpResponse.json(makePage([])))],
  loading: [http.get('/package/package/', neverResolve)],
  slow: [http.get('/package/package/', delayed(list, 1000))],
  error: [http.get('/package/package/', serverError)],
  /** The staff's overview with the office's fields; writes change it. */
  staff: staffHandlers,
  /** Every staff write fails with 500 (the seed's failure toasts). */
  staffWriteError: [
    http.post('/package/package/', serverError),
    http.patch('/package/package/{id}/', serverError),
    http.delete('/package/package/{id}/', serverError),
    ...staffHandlers,
  ],
};
