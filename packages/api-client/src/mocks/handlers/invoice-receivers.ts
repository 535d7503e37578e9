import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import { makePage } from '../fixtures/page';
import { makeInvoiceReceiver, makeInvoiceReceivers } from '../fixtures/invoice-receivers';
import { makeStudents } from '../fixtures/students';
import { http } from '../http';
import { recordWrite } from '../recorder';
import { neverResolve, serverError, validationError } from '../states';
import { notFound, recorded } from './route-helpers';

type InvoiceReceiver = Schemas['InvoiceReceiver'];

// The staff's receivers: add_new_student changes them. resetInvoiceReceiverMocks() puts the
// fixture back (a story's beforeEach).
let receivers: InvoiceReceiver[] = makeInvoiceReceivers();
export function resetInvoiceReceiverMocks() {
  receivers = makeInvoiceReceivers();
}

const text = (r: InvoiceReceiver) => [r.full_name, r.email, r.phone_number].join(' ').toLowerCase();

/** POST user/invoice-receiver/ (the teacher's and the staff's 'Ny elev'): the new receiver. */
const create = http.post('/user/invoice-receiver/', async ({ request }) => {
  await recordWrite(request);
  const { user_info, self_as_student = false } = await request.json();
  return HttpResponse.json(
    makeInvoiceReceiver({
      ...user_info,
      full_name: `${user_info.first_name} ${user_info.last_name}`,
      self_as_student,
    }),
    { status: 201 },
  );
});

const defaultHandlers = [
  create,
  http.get('/user/invoice-receiver/', ({ query }) => {
    const limit = Number(query.get('limit') ?? 10);
    const offset = Number(query.get('offset') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const ordering = query.get('ordering') ?? '-id';
    const field = ordering.replace(/^-/, '') as 'id' | 'full_name' | 'email' | 'phone_number';
    const sign = ordering.startsWith('-') ? -1 : 1;
    const rows = receivers
      .filter((r) => text(r).includes(search))
      .sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id));
    return HttpResponse.json(
      makePage(rows, { limit, offset, path: '/api/user/invoice-receiver/' }),
    );
  }),
  http.get('/user/invoice-receiver/list-plain/', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const limit = Number(query.get('limit') ?? 20);
    return HttpResponse.json(
      receivers
        .filter((r) => text(r).includes(search))
        .slice(0, limit)
        .map(({ id, full_name, email }) => ({ id, full_name, email })),
    );
  }),
  http.patch('/user/invoice-receiver/{id}/', async ({ params, request }) => {
    const index = receivers.findIndex((r) => r.id === Number(params.id));
    if (index < 0) return notFound();
    const { add_new_student } = await request.json();
    if (!add_new_student) return validationError({ add_new_student: ['Ugyldig elev'] });
    const current = receivers[index]!;
    const student = makeStudents().find((s) => s.id === add_new_student);
    const updated: InvoiceReceiver = current.students_to_pay_for.some(
      (s) => s.id === add_new_student,
    )
      ? current
      : {
          ...current,
          students_to_pay_for: [
            ...current.students_to_pay_for,
            { id: add_new_student, full_name: student?.full_name ?? `Elev ${add_new_student}` },
          ],
        };
    receivers[index] = updated;
    return HttpResponse.json(updated);
  }),
];

const READ_PATHS = ['/user/invoice-receiver/', '/user/invoice-receiver/list-plain/'] as const;

/**
 * The receiver routes (POST user/invoice-receiver/; the staff's GET user/invoice-receiver/,
 * list-plain, PATCH add_new_student): the default (twelve receivers; adding a student changes
 * them) and every state.
 */
export const invoiceReceiverHandlers = {
  default: defaultHandlers,
  empty: [
    http.get('/user/invoice-receiver/', () => HttpResponse.json(makePage([]))),
    http.get('/user/invoice-receiver/list-plain/', () => HttpResponse.json([])),
    ...defaultHandlers,
  ],
  loading: [...READ_PATHS.map((path) => http.get(path, neverResolve)), ...defaultHandlers],
  /** The overview answers; a search of it never does (the page on screen while a search loads). */
  searchLoading: [
    http.get('/user/invoice-receiver/', ({ query }) =>
      query.get('search') ? neverResolve() : undefined,
    ),
    ...defaultHandlers,
  ],
  error: [...READ_PATHS.map((path) => http.get(path, serverError)), ...defaultHandlers],
  /** Every write fails with 500 (creating: the seed's 'Fakturamottaker ble ikke lagret'). */
  writeError: [
    http.post('/user/invoice-receiver/', recorded(serverError)),
    http.patch('/user/invoice-receiver/{id}/', serverError),
    ...defaultHandlers,
  ],
  /** Creating a receiver is refused with a field message (400). */
  invalid: [
    http.post(
      '/user/invoice-receiver/',
      recorded(() => validationError({ 'user_info.email': ['Ugyldig email-adresse'] })),
    ),
    ...defaultHandlers,
  ],
};
