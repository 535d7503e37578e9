import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import { makePage } from '../fixtures/page';
import { makeSubjects } from '../fixtures/reference';
import {
  makeRosterNewTeacher,
  makeRosterTeacher,
  makeStaffTeacher,
  makeStaffTeachers,
  makeTeacherSelf,
} from '../fixtures/teachers';
import { http } from '../http';
import { onResetMocks, recordWrite } from '../recorder';
import { delayed, neverResolve, serverError, validationError } from '../states';
import { recorded } from './route-helpers';

type StaffTeacher = Schemas['StaffTeacher'];

/** The API's message for an e-mail that is taken (apps/api). */
export const EMAIL_TAKEN_MESSAGE = 'En bruker med denne e-postadressen finnes allerede.';

// The staff's teachers: writes change them, so a story sees its new or edited teacher.
// resetStaffTeacherMocks() puts the fixture back (a story's beforeEach).
let teachers: StaffTeacher[] = makeStaffTeachers();
let nextId = 100;
export function resetStaffTeacherMocks() {
  teachers = makeStaffTeachers();
  nextId = 100;
}

const flag = (value: string | null) => (value === null ? undefined : value === 'true');
const text = (t: StaffTeacher) => [t.full_name, t.email, t.phone_number].join(' ').toLowerCase();

/** Sorts by the API's `ordering` field ('-' descending); ties by id like the server. */
function sortBy<T extends { id: number }>(rows: T[], ordering: string | null, fallback: string) {
  const field = (ordering || fallback).replace(/^-/, '') as keyof T;
  const sign = (ordering || fallback).startsWith('-') ? -1 : 1;
  const value = (row: T) => {
    const v = row[field] as unknown;
    return typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v) ? Number(v) : v;
  };
  return [...rows].sort((a, b) => {
    const x = value(a) as string | number | null;
    const y = value(b) as string | number | null;
    if (x === y) return sign * (a.id - b.id);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x < y ? -1 : 1);
  });
}

const subjectNames = new Map(makeSubjects().map((s) => [s.id, s.subject_name]));

const defaultHandlers = [
  http.get('/user/teacher/', ({ query }) => {
    const limit = Number(query.get('limit') ?? 10);
    const offset = Number(query.get('offset') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const subjects = (query.get('subjects') ?? '').split(',').filter(Boolean).map(Number);
    const city = query.get('city');
    const wants = flag(query.get('wants_student'));
    const active = flag(query.get('is_active'));
    const tablet = query.get('owns_tablet');
    const rows = teachers.filter(
      (t) =>
        text(t).includes(search) &&
        (active === undefined || t.is_active === active) &&
        (wants === undefined || t.wants_student === wants) &&
        (city === null || t.city === Number(city)) &&
        (!subjects.length || t.subjects.some((s) => subjects.includes(s.id))) &&
        (tablet === null ||
          (tablet === 'unknown' ? t.owns_tablet === null : t.owns_tablet === (tablet === 'true'))),
    );
    return HttpResponse.json(
      makePage(sortBy(rows, query.get('ordering'), '-id'), {
        limit,
        offset,
        path: '/api/user/teacher/',
      }),
    );
  }),
  http.get('/user/teacher/list-plain/', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const limit = Number(query.get('limit') ?? 20);
    return HttpResponse.json(
      teachers
        .filter((t) => t.is_active && text(t).includes(search))
        .slice(0, limit)
        .map(({ id, full_name, email }) => ({ id, full_name, email })),
    );
  }),
  http.post('/user/teacher/', async ({ request }) => {
    const body = await request.json();
    if (teachers.some((t) => t.email.toLowerCase() === body.email.trim().toLowerCase()))
      return validationError({ email: [EMAIL_TAKEN_MESSAGE] });
    const first_name = body.first_name.trim();
    const last_name = body.last_name.trim();
    const teacher = makeStaffTeacher({
      id: nextId++,
      first_name,
      last_name,
      full_name: `${first_name} ${last_name}`,
      email: body.email.trim(),
      phone_number: '',
      address: '',
      post_code: '',
      post_code_area: '',
      city: body.city,
      city_name: null,
      age: null,
      field_of_study_name: null,
      visma_employment_id: null,
      diploma_file: null,
      university_grades: null,
      police_report_file: null,
      owns_tablet: null,
      hours_last_30_days: '0.00',
      days_since_last_session: null,
      subjects: body.subjects.map((id) => ({
        id,
        subject_name: subjectNames.get(id) ?? `Fag ${id}`,
        preferred_subject: false,
      })),
      students: [],
      our_comments: body.our_comments.trim(),
      created_at: '2026-11-21T09:00:00.000Z',
    });
    teachers.unshift(teacher);
    return HttpResponse.json(teacher, { status: 201 });
  }),
  // Staff's edit of a teacher of this list; any other id falls through to the teacher area's
  // own profile handler.
  http.patch('/user/teacher/{id}/', async ({ params, request }) => {
    const index = teachers.findIndex((t) => t.id === Number(params.id));
    if (index < 0) return undefined;
    const body = (await request.json()) ?? {};
    const current = teachers[index]!;
    const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
    const updated: StaffTeacher = {
      ...current,
      ...(body.first_name !== undefined ? { first_name: body.first_name.trim() } : {}),
      ...(body.last_name !== undefined ? { last_name: body.last_name.trim() } : {}),
      ...(body.email !== undefined ? { email: body.email.trim() } : {}),
      ...(body.phone_number !== undefined ? { phone_number: body.phone_number } : {}),
      ...(body.address !== undefined ? { address: body.address } : {}),
      ...(body.post_code !== undefined ? { post_code: body.post_code } : {}),
      ...(body.post_code_area !== undefined ? { post_code_area: body.post_code_area } : {}),
      ...(body.city !== undefined ? { city: body.city } : {}),
      ...(body.our_comments !== undefined ? { our_comments: body.our_comments.trim() } : {}),
      ...(body.visma_employment_id !== undefined
        ? { visma_employment_id: blankToNull(body.visma_employment_id) }
        : {}),
      ...(body.teacher_slack_id !== undefined
        ? { teacher_slack_id: blankToNull(body.teacher_slack_id) }
        : {}),
      ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
      ...(body.status !== undefined
        ? { status: body.status, wants_student: body.status === 'WANT_MORE_STUDENTS' }
        : {}),
    };
    updated.full_name = `${updated.first_name} ${updated.last_name}`;
    teachers[index] = updated;
    return HttpResponse.json(
      makeTeacherSelf({
        id: updated.id,
        first_name: updated.first_name,
        last_name: updated.last_name,
        full_name: updated.full_name,
        email: updated.email,
        status: updated.status,
      }),
    );
  }),
];

const READ_PATHS = ['/user/teacher/', '/user/teacher/list-plain/'] as const;

/**
 * The staff's teacher routes (GET user/teacher/, list-plain, POST, staff's PATCH): the default
 * (twelve teachers, two inactive; writes change them) and every state. Each state puts its
 * handlers before the defaults.
 */
export const staffTeacherHandlers = {
  default: defaultHandlers,
  empty: [
    http.get('/user/teacher/', () => HttpResponse.json(makePage([]))),
    http.get('/user/teacher/list-plain/', () => HttpResponse.json([])),
    ...defaultHandlers,
  ],
  loading: [...READ_PATHS.map((path) => http.get(path, neverResolve)), ...defaultHandlers],
  error: [...READ_PATHS.map((path) => http.get(path, serverError)), ...defaultHandlers],
  /** POST and PATCH fail with 500 (the seed's failure toasts). */
  writeError: [
    http.post('/user/teacher/', serverError),
    http.patch('/user/teacher/{id}/', serverError),
    ...defaultHandlers,
  ],
  /** Writes refused with the seed's field messages (400), as the API words them. */
  invalid: [
    http.post('/user/teacher/', () =>
      validationError({ email: [EMAIL_TAKEN_MESSAGE], first_name: ['Fornavn er påkrevd'] }),
    ),
    http.patch('/user/teacher/{id}/', () =>
      validationError({ last_name: ['Etternavn er påkrevd'] }),
    ),
    ...defaultHandlers,
  ],
};

// --- The teacher's own profile (GET user/teacher/self/, PATCH user/teacher/{id}/) ---

type TeacherSelf = Schemas['TeacherSelf'];

/** A stored PDF (a minimal valid document, so a browser can show it). */
export const STORED_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * The teacher's own profile: GET user/teacher/self/ answers `teacher` as the mock holds it;
 * PATCH user/teacher/{id}/ changes it (JSON fields; `subject` + `preferred_subject` by id or name;
 * a multipart upload answers links to the files it got), so a refetch shows what was saved, until
 * `resetMocks()`. Writes are recorded in `mockWrites`.
 */
export function mockTeacherSelf(teacher: TeacherSelf = makeTeacherSelf()) {
  let stored = teacher;
  onResetMocks(() => {
    stored = teacher;
  });
  return [
    http.get('/user/teacher/self/', () => HttpResponse.json(stored)),
    http.get('/user/teacher/{id}/files/{field}/', () =>
      HttpResponse.text(STORED_PDF, { headers: { 'Content-Type': 'application/pdf' } }),
    ),
    http.patch('/user/teacher/{id}/', async ({ request }) => {
      await recordWrite(request);
      if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
        const form = await request.formData();
        const links = Object.fromEntries(
          [...form.keys()].map((field) => [
            field,
            `/api/user/teacher/${stored.id}/files/${field}/`,
          ]),
        );
        return HttpResponse.json({ ...stored, ...links });
      }
      const { subject, preferred_subject, ...fields } = (await request.json()) ?? {};
      stored = {
        ...stored,
        ...fields,
        subjects: stored.subjects.map((s) =>
          s.id === subject || s.subject_name === subject
            ? { ...s, preferred_subject: preferred_subject ?? s.preferred_subject }
            : s,
        ),
      };
      return HttpResponse.json(stored);
    }),
  ];
}

const SELF_READ_PATHS = ['/user/teacher/self/'] as const;

const selfHandlers = mockTeacherSelf();

/**
 * The teacher's own profile (`user/teacher/self/`, files, PATCH `user/teacher/{id}/`): the default
 * (Kari Nordmann, complete) and every state, each before the defaults. The staff's side of
 * `user/teacher/` is `staffTeacherHandlers`.
 */
export const teacherHandlers = {
  default: selfHandlers,
  /** The roster's teacher, Jonas Haugen. */
  roster: mockTeacherSelf(makeRosterTeacher()),
  /** The roster's new teacher, Sara Lie, whose initial info is missing. */
  rosterNewTeacher: mockTeacherSelf(makeRosterNewTeacher()),
  loading: [...SELF_READ_PATHS.map((path) => http.get(path, neverResolve)), ...selfHandlers],
  /** The profile answers after 800 ms. */
  slow: [
    ...SELF_READ_PATHS.map((path) =>
      http.get(
        path,
        delayed(() => undefined),
      ),
    ),
    ...selfHandlers,
  ],
  error: [...SELF_READ_PATHS.map((path) => http.get(path, serverError)), ...selfHandlers],
  /** Saving fails with 500. */
  writeError: [http.patch('/user/teacher/{id}/', recorded(serverError)), ...selfHandlers],
  /** Saving is refused with a field message (400). */
  invalid: [
    http.patch(
      '/user/teacher/{id}/',
      recorded(() => validationError({ diploma_file: ['Filen må være en PDF.'] })),
    ),
    ...selfHandlers,
  ],
};
