import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import { makePage } from '../fixtures/page';
import { makeRosterSubjects, makeSubjects } from '../fixtures/reference';
import {
  makeContactPeople,
  makeStudentDetail,
  makeStudentProfile,
  makeRosterStudentDetail,
  makeRosterStudents,
  makeStudents,
  toStudentProfile,
} from '../fixtures/students';
import { http } from '../http';
import { onResetMocks, recordWrite } from '../recorder';
import { neverResolve, serverError, validationError } from '../states';
import { notFound, numericIdsOnly, pageOf, readStates, recorded } from './route-helpers';

type Student = Schemas['Student'];

/** The detail of a list row as GET user/student/{id}/ answers it (one receiver, package, lesson). */
function defaultDetail(student: Student): Schemas['StudentDetail'] {
  const { id, full_name, first_name, last_name, email, phone_number, city_name, is_active } =
    student;
  return makeStudentDetail({
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
  });
}

export interface StudentMockData {
  /** The rows of GET user/student/ (default `makeStudents()`). */
  students?: Student[];
  /** GET user/student/{id}/ of a row (default: the row with one receiver, package and lesson). */
  detail?: (student: Student) => Schemas['StudentDetail'];
  /** The subjects add-subjects names (default `makeSubjects()`). */
  subjects?: Schemas['Subject'][];
  /** Whether `ordering=(-)full_name` sorts the list (default false: the rows' own order). */
  orderByName?: boolean;
}

/**
 * The student routes over `students`: the list pages, searches (name, email, phone) and filters by
 * is_active like the API, and orders by full_name if `orderByName`. add-subjects adds to the row (the list shows it
 * until `resetMocks()`); every write is recorded in `mockWrites`.
 */
export function mockStudents({
  students: initial = makeStudents(),
  detail = defaultDetail,
  subjects = makeSubjects(),
  orderByName = false,
}: StudentMockData = {}) {
  let students = [...initial];
  onResetMocks(() => {
    students = [...initial];
  });
  const find = (id: unknown) => students.find((s) => s.id === Number(id));
  const nameOf = (id: number) => subjects.find((s) => s.id === id)?.subject_name ?? String(id);
  return [
    http.get('/user/student/', ({ query }) => {
      const { limit, offset, search } = pageOf(query);
      const active = query.get('is_active');
      const ordering = query.get('ordering') ?? '';
      const rows = students.filter(
        (s) =>
          (active === null || String(s.is_active) === active) &&
          [s.full_name, s.email, s.phone_number].some((v) => v.toLowerCase().includes(search)),
      );
      if (orderByName && ordering.endsWith('full_name')) {
        rows.sort((a, b) => a.full_name.localeCompare(b.full_name, 'nb'));
        if (ordering.startsWith('-')) rows.reverse();
      }
      return HttpResponse.json(makePage(rows, { limit, offset, path: '/api/user/student/' }));
    }),
    http.get(
      '/user/student/{id}/',
      numericIdsOnly(({ params }) => {
        const student = find(params.id);
        return student ? HttpResponse.json(detail(student)) : notFound();
      }),
    ),
    http.post('/user/student/', async ({ request }) => {
      await recordWrite(request);
      const { first_name, last_name, email, phone_number, subjects: chosen } = await request.json();
      return HttpResponse.json(
        {
          ...(initial[0] ?? makeStudents()[0]!),
          id: 30,
          first_name,
          last_name,
          full_name: `${first_name} ${last_name}`,
          email,
          phone_number,
          subjects: chosen,
        },
        { status: 201 },
      );
    }),
    http.patch('/user/student/{id}/add-subjects/', async ({ params, request }) => {
      await recordWrite(request);
      const student = find(params.id);
      if (!student) return notFound();
      const { subjects: added } = await request.json();
      const updated = {
        ...student,
        subjects: [...student.subjects, ...added.filter((id) => !student.subjects.includes(id))],
      };
      students = students.map((s) => (s.id === updated.id ? updated : s));
      const profile = detail(updated).student;
      return HttpResponse.json(
        toStudentProfile(updated, [
          ...profile.subjects,
          ...added
            .filter((id) => !profile.subjects.some((s) => s.id === id))
            .map((id) => ({ id, subject_name: nameOf(id) })),
        ]),
      );
    }),
  ];
}

const READ_PATHS = ['/user/student/', '/user/student/{id}/'] as const;

const defaultHandlers = mockStudents();

/**
 * `user/student/…`: the default (twelve students, two inactive: two pages) and every state, each
 * before the defaults.
 */
export const studentHandlers = {
  default: defaultHandlers,
  /** The roster: fourteen students (every fourth inactive), details with two packages (none for id 2). */
  roster: mockStudents({
    students: makeRosterStudents(),
    detail: (student) => makeRosterStudentDetail(student.id),
    subjects: makeRosterSubjects(),
    orderByName: true,
  }),
  /** No students. */
  empty: [http.get('/user/student/', () => HttpResponse.json(makePage([]))), ...defaultHandlers],
  ...readStates(READ_PATHS, defaultHandlers),
  /** Every write fails with 500. */
  writeError: [
    http.post('/user/student/', recorded(serverError)),
    http.patch('/user/student/{id}/add-subjects/', recorded(serverError)),
    ...defaultHandlers,
  ],
  /** Writes refused with field messages (400), as the API words them. */
  invalid: [
    http.post(
      '/user/student/',
      recorded(() => validationError({ email: ['Ugyldig email-adresse'] })),
    ),
    http.patch(
      '/user/student/{id}/add-subjects/',
      recorded(() => validationError({ subjects: ['Faget kan ikke legges til.'] })),
    ),
    ...defaultHandlers,
  ],
};

// --- The customer's contact people (GET user/student/contact-people/) ---

const CONTACT_PEOPLE_PATH = '/user/student/contact-people/';

/**
 * user/student/contact-people/: the default and every state. Its own group, before `students`
 * (whose `{id}` route lets 'contact-people' through all the same).
 */
export const contactPeopleHandlers = {
  default: [http.get(CONTACT_PEOPLE_PATH, () => HttpResponse.json(makeContactPeople()))],
  /** No contact person and no teacher yet. */
  empty: [
    http.get(CONTACT_PEOPLE_PATH, () => HttpResponse.json({ teachers: [], contact_person: null })),
  ],
  loading: [http.get(CONTACT_PEOPLE_PATH, neverResolve)],
  error: [http.get(CONTACT_PEOPLE_PATH, serverError)],
};
