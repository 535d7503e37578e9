// Fixtures and MSW handlers of the activity form stories, typed by the contract. Subjects,
// categories and places come from the api-client's default `reference` handlers (subject 4
// 'Matematikk R1', 7 'Norsk', 8 'Engelsk', 1 'Matematikk', 2 'Naturfag'). Writes are recorded in
// `activityWrites` so play functions can assert what was sent.
import { HttpResponse } from 'msw';
import type { Schemas } from '@portal/api-client';
import {
  http,
  makePage,
  makeStudent,
  makeTeacherSelf,
  neverResolve,
  serverError,
} from '@portal/api-client/mocks';
import { makeActivity } from '../dashboard/dashboardMocks';

type Student = Schemas['Student'];

/** Emma and Noah share Matematikk R1 and Engelsk; Sofie shares nothing with them. Noah has 0:30 left. */
export function makeFormStudents(): Student[] {
  return [
    makeStudent({
      id: 11,
      first_name: 'Emma',
      last_name: 'Johansen',
      subjects: [4, 7, 8],
      number_of_hours_remaining_in_packages: '10.00',
    }),
    makeStudent({
      id: 12,
      first_name: 'Noah',
      last_name: 'Berg',
      subjects: [4, 8],
      number_of_hours_remaining_in_packages: '0.50',
    }),
    makeStudent({
      id: 13,
      first_name: 'Sofie',
      last_name: 'Haugen',
      subjects: [1, 2],
      number_of_hours_remaining_in_packages: '3.00',
    }),
  ];
}

/** A past lesson (19 Nov 16:00–17:30) with no summary yet. */
export const PAST_ACTIVITY = makeActivity({
  id: 150,
  students: [{ id: 11, full_name: 'Emma Johansen' }],
  subject: 4,
  subject_details: 'Matematikk R1',
  activity_category: 1,
  activity_category_name: 'Undervisning',
});

/** A completed lesson: both summaries and summary_date set. */
export const COMPLETED_ACTIVITY = makeActivity({
  ...PAST_ACTIVITY,
  id: 151,
  summary_teacher: 'Jobbet godt med derivasjon.',
  summary_student: 'Bra innsats i dag!',
  homework: 'Oppgave 3.12–3.20',
  summary_date: '2026-11-19',
  status: 'Fullført',
});

export interface ActivityWrite {
  method: string;
  path: string;
  body: unknown;
}

/** Every write the handlers received, in order; cleared by `resetActivityFormMocks`. */
export const activityWrites: ActivityWrite[] = [];
let students = makeFormStudents();
let teacherStatus: Schemas['TeacherStatus'] = 'WANT_MORE_STUDENTS';

/** Fresh students and an empty write log: call before each story. */
export function resetActivityFormMocks() {
  activityWrites.length = 0;
  students = makeFormStudents();
  teacherStatus = 'WANT_MORE_STUDENTS';
}

const record = async (method: string, path: string, request: Request) => {
  const text = await request.text();
  activityWrites.push({ method, path, body: text ? (JSON.parse(text) as unknown) : null });
};

const activities = [PAST_ACTIVITY, COMPLETED_ACTIVITY];

const reads = [
  http.get('/user/student/', () => HttpResponse.json(makePage(students))),
  http.get('/activity/activity/{id}/', ({ params }) => {
    // '/activity/activity/locations/' matches this path too: leave it to the reference handlers.
    if (!/^\d+$/.test(String(params.id))) return undefined;
    const found = activities.find((activity) => activity.id === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 });
  }),
  http.get('/user/teacher/self/', () =>
    HttpResponse.json(makeTeacherSelf({ status: teacherStatus })),
  ),
];

const writes = [
  http.post('/activity/activity/', async ({ request }) => {
    await record('POST', 'activity/activity/', request.clone());
    const body = (await request.json()) as Schemas['ActivityCreate'];
    return HttpResponse.json(
      makeActivity({ id: 300, ...body, duration: String(body.duration), students: [] }),
      { status: 201 },
    );
  }),
  http.patch('/activity/activity/{id}/', async ({ params, request }) => {
    await record('PATCH', `activity/activity/${String(params.id)}/`, request);
    return HttpResponse.json(makeActivity({ id: Number(params.id) }));
  }),
  http.delete('/activity/activity/{id}/', ({ params }) => {
    activityWrites.push({
      method: 'DELETE',
      path: `activity/activity/${String(params.id)}/`,
      body: null,
    });
    return new HttpResponse(null, { status: 204 });
  }),
  http.patch('/user/student/{id}/add-subjects/', async ({ params, request }) => {
    const body = (await request.clone().json()) as Schemas['AddSubjects'];
    await record('PATCH', `user/student/${String(params.id)}/add-subjects/`, request);
    students = students.map((student) =>
      student.id === Number(params.id)
        ? { ...student, subjects: [...student.subjects, ...body.subjects] }
        : student,
    );
    const student = students.find((s) => s.id === Number(params.id))!;
    return HttpResponse.json({ ...makeStudentProfileOf(student) });
  }),
  http.patch('/user/teacher/{id}/', async ({ request }) => {
    const body = (await request.clone().json()) as Schemas['TeacherPatch'];
    await record('PATCH', 'user/teacher/', request);
    if (body.status) teacherStatus = body.status;
    return HttpResponse.json(makeTeacherSelf({ status: teacherStatus }));
  }),
];

function makeStudentProfileOf(student: Student): Schemas['StudentProfile'] {
  return {
    id: student.id,
    first_name: student.first_name,
    last_name: student.last_name,
    full_name: student.full_name,
    age: student.age,
    birth_date: student.birth_date,
    email: student.email,
    phone_number: student.phone_number,
    address: student.address,
    post_code: student.post_code,
    post_code_area: student.post_code_area,
    city: student.city,
    city_name: student.city_name,
    school: student.school,
    school_name: student.school_name,
    contact_person_name: student.contact_person_name,
    is_active: student.is_active,
    subjects: student.subjects.map((id) => ({ id, subject_name: String(id) })),
  };
}

/** The form's reads and writes in each state (the `teacher` group of `parameters.msw.handlers`). */
export const activityFormHandlers = {
  full: [...reads, ...writes],
  noStudents: [
    http.get('/user/student/', () => HttpResponse.json(makePage([]))),
    ...reads,
    ...writes,
  ],
  loading: [http.get('/user/student/', neverResolve), ...reads],
  error: [
    http.get('/user/student/', serverError),
    http.get('/activity/activity/{id}/', serverError),
  ],
};
