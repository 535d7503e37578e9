import { ACTIVITY_STATUS_FILTER_LABELS, type ActivityStatusFilter } from '@portal/domain';
import { HttpResponse } from 'msw';
import {
  makeActivities,
  makeActivity,
  makeNextActivity,
  makeOverdueCount,
  makeStudentOverviewRow,
} from '../fixtures/activities';
import { makePage } from '../fixtures/page';
import { makeEmptyNextPayment, makeNextPayment } from '../fixtures/salary';
import {
  makeInvoiceReceiver,
  makeStudentDetail,
  makeStudentProfile,
  makeStudents,
} from '../fixtures/students';
import { makeTeacherSelf } from '../fixtures/teachers';
import { http } from '../http';
import { neverResolve, serverError, validationError } from '../states';

const NOT_FOUND = { detail: 'Ikke funnet.' };

/**
 * Lets a resolver answer only numeric `{id}`s: any other segment (as in
 * '/activity/activity/locations/') returns nothing, so MSW falls through to the handler of that
 * route, whatever order the groups are installed in.
 */
function numericIdsOnly<A extends { params: Record<string, unknown> }, R>(
  resolve: (args: A) => R,
): (args: A) => R | undefined {
  return (args) =>
    args.params.id === undefined || /^\d+$/.test(String(args.params.id))
      ? resolve(args)
      : undefined;
}

/** limit/offset of a list request, with the API's defaults. */
function pageOf(query: { get(name: string): string | null }) {
  return {
    limit: Number(query.get('limit') ?? 10),
    offset: Number(query.get('offset') ?? 0),
    search: (query.get('search') ?? '').toLowerCase(),
  };
}

const activityHandlers = [
  http.get('/activity/activity/', ({ query }) => {
    const { limit, offset, search } = pageOf(query);
    const status = query.get('status');
    const rows = makeActivities().filter(
      (a) =>
        (a.subject_details.toLowerCase().includes(search) ||
          a.students.some((s) => s.full_name.toLowerCase().includes(search))) &&
        (!status || a.status === ACTIVITY_STATUS_FILTER_LABELS[status as ActivityStatusFilter]),
    );
    return HttpResponse.json(makePage(rows, { limit, offset, path: '/api/activity/activity/' }));
  }),
  http.get('/activity/activity/next/', () => HttpResponse.json(makeNextActivity())),
  http.get('/activity/activity/overdue/', () => HttpResponse.json(makeOverdueCount())),
  http.get('/activity/activity/student-overview/', ({ query }) => {
    const { limit, offset, search } = pageOf(query);
    const rows = makeStudents()
      .filter((s) => s.is_active && s.full_name.toLowerCase().includes(search))
      .map((s) => makeStudentOverviewRow({ id: s.id, full_name: s.full_name }));
    return HttpResponse.json(
      makePage(rows, { limit, offset, path: '/api/activity/activity/student-overview/' }),
    );
  }),
  http.get(
    '/activity/activity/{id}/',
    numericIdsOnly(({ params }) => {
      const activity = makeActivities().find((a) => a.id === Number(params.id));
      return activity ? HttpResponse.json(activity) : HttpResponse.json(NOT_FOUND, { status: 404 });
    }),
  ),
  http.post('/activity/activity/', async ({ request }) => {
    const body = await request.json();
    const students = makeStudents()
      .filter((s) => body.students.includes(s.id))
      .map(({ id, full_name }) => ({ id, full_name }));
    const { summary_date: _ignored, ...fields } = body;
    return HttpResponse.json(
      makeActivity({ ...fields, id: 121, students, duration: body.duration.toFixed(2) }),
      { status: 201 },
    );
  }),
  http.patch('/activity/activity/{id}/', async ({ params, request }) => {
    const activity = makeActivities().find((a) => a.id === Number(params.id));
    if (!activity) return HttpResponse.json(NOT_FOUND, { status: 404 });
    const { students: _ids, duration, summary_date: _ignored, ...fields } = await request.json();
    return HttpResponse.json({
      ...activity,
      ...fields,
      ...(duration === undefined ? {} : { duration: duration.toFixed(2) }),
    });
  }),
  http.delete('/activity/activity/{id}/', () => new HttpResponse(null, { status: 204 })),
];

const salaryHandlers = [
  http.get('/salary/next-payment/', () => HttpResponse.json(makeNextPayment())),
];

const studentHandlers = [
  http.get('/user/student/', ({ query }) => {
    const { limit, offset, search } = pageOf(query);
    const active = query.get('is_active');
    const rows = makeStudents().filter(
      (s) =>
        (active === null || String(s.is_active) === active) &&
        [s.full_name, s.email, s.phone_number].some((v) => v.toLowerCase().includes(search)),
    );
    return HttpResponse.json(makePage(rows, { limit, offset, path: '/api/user/student/' }));
  }),
  http.get('/user/student/{id}/', ({ params }) => {
    const student = makeStudents().find((s) => s.id === Number(params.id));
    if (!student) return HttpResponse.json(NOT_FOUND, { status: 404 });
    const { id, full_name, first_name, last_name, email, phone_number, city_name, is_active } =
      student;
    return HttpResponse.json(
      makeStudentDetail({
        student: makeStudentProfile({
          id,
          full_name,
          first_name,
          last_name,
          email,
          phone_number,
          city_name,
          is_active,
        }),
      }),
    );
  }),
  http.post('/user/student/', async ({ request }) => {
    const { first_name, last_name, email, phone_number, subjects } = await request.json();
    const [student] = makeStudents();
    return HttpResponse.json(
      {
        ...student!,
        id: 30,
        first_name,
        last_name,
        full_name: `${first_name} ${last_name}`,
        email,
        phone_number,
        subjects,
      },
      { status: 201 },
    );
  }),
  http.patch('/user/student/{id}/add-subjects/', async ({ params }) =>
    HttpResponse.json(makeStudentProfile({ id: Number(params.id) })),
  ),
  http.post('/user/invoice-receiver/', async ({ request }) => {
    const { user_info, self_as_student = false } = await request.json();
    return HttpResponse.json(
      makeInvoiceReceiver({
        ...user_info,
        full_name: `${user_info.first_name} ${user_info.last_name}`,
        self_as_student,
      }),
      { status: 201 },
    );
  }),
];

const STORED_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const teacherProfileHandlers = [
  http.get('/user/teacher/self/', () => HttpResponse.json(makeTeacherSelf())),
  // A stored PDF (a minimal valid document, so a browser can show it).
  http.get('/user/teacher/{id}/files/{field}/', () =>
    HttpResponse.text(STORED_PDF, { headers: { 'Content-Type': 'application/pdf' } }),
  ),
  http.patch('/user/teacher/{id}/', async ({ request }) => {
    const teacher = makeTeacherSelf();
    // A multipart upload answers the profile with links to the files it got.
    if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      const links = Object.fromEntries(
        [...form.keys()].map((field) => [field, `/api/user/teacher/${teacher.id}/files/${field}/`]),
      );
      return HttpResponse.json({ ...teacher, ...links });
    }
    const { subject, preferred_subject, ...fields } = (await request.json()) ?? {};
    const subjects = teacher.subjects.map((s) =>
      s.id === subject || s.subject_name === subject
        ? { ...s, preferred_subject: preferred_subject ?? s.preferred_subject }
        : s,
    );
    return HttpResponse.json({ ...teacher, ...fields, subjects });
  }),
];

/** The reads of the teacher area (for the loading and error states). */
const READ_PATHS = [
  '/activity/activity/',
  '/activity/activity/next/',
  '/activity/activity/overdue/',
  '/activity/activity/student-overview/',
  '/activity/activity/{id}/',
  '/salary/next-payment/',
  '/user/student/',
  '/user/student/{id}/',
  '/user/teacher/self/',
] as const;

/** Full data: 12 activities and 12 students (two pages each), pay, next activity, profile. */
const defaultHandlers = [
  ...activityHandlers,
  ...salaryHandlers,
  ...studentHandlers,
  ...teacherProfileHandlers,
];

/**
 * The teacher area's routes: the default and every state. Each state puts its handlers before
 * the defaults (MSW uses the first match), so a story that swaps the whole group keeps every
 * other route working.
 */
export const teacherHandlers = {
  default: defaultHandlers,
  /** A teacher with nothing yet: empty lists, no next activity, nothing to pay. */
  empty: [
    http.get('/activity/activity/', () => HttpResponse.json(makePage([]))),
    http.get('/activity/activity/student-overview/', () => HttpResponse.json(makePage([]))),
    http.get('/activity/activity/next/', () => HttpResponse.json(null)),
    http.get('/activity/activity/overdue/', () => HttpResponse.json(makeOverdueCount(0))),
    http.get('/salary/next-payment/', () => HttpResponse.json(makeEmptyNextPayment())),
    http.get('/user/student/', () => HttpResponse.json(makePage([]))),
    ...defaultHandlers,
  ],
  /** Every read stays pending. */
  loading: [
    ...READ_PATHS.map((path) => http.get(path, numericIdsOnly(neverResolve))),
    ...defaultHandlers,
  ],
  /** Every read fails with 500. */
  error: [
    ...READ_PATHS.map((path) => http.get(path, numericIdsOnly(serverError))),
    ...defaultHandlers,
  ],
  /** Every write fails with 500. */
  writeError: [
    http.post('/activity/activity/', serverError),
    http.patch('/activity/activity/{id}/', serverError),
    http.delete('/activity/activity/{id}/', serverError),
    http.post('/user/student/', serverError),
    http.patch('/user/student/{id}/add-subjects/', serverError),
    http.post('/user/invoice-receiver/', serverError),
    http.patch('/user/teacher/{id}/', serverError),
    ...defaultHandlers,
  ],
  /** Writes refused with field messages (400), as the API words them. */
  invalid: [
    http.post('/activity/activity/', () =>
      validationError({ students: ['Velg minst én elev.'], subject: ['Dette feltet er påkrevd.'] }),
    ),
    http.patch('/activity/activity/{id}/', () =>
      validationError({
        summary_teacher: [
          'Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.',
        ],
      }),
    ),
    http.post('/user/student/', () => validationError({ email: ['Ugyldig email-adresse'] })),
    http.post('/user/invoice-receiver/', () =>
      validationError({ 'user_info.email': ['Ugyldig email-adresse'] }),
    ),
    http.patch('/user/teacher/{id}/', () =>
      validationError({ diploma_file: ['Filen må være en PDF.'] }),
    ),
    ...defaultHandlers,
  ],
};
