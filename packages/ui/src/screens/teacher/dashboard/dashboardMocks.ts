// Fixtures and MSW handlers of the teacher dashboard stories, typed by the contract. Times are
// relative to the stories' fixed now (21 November 2026, 10:00 Oslo).
import { HttpResponse } from 'msw';
import type { Schemas } from '@portal/api-client';
import { http, neverResolve, serverError } from '@portal/api-client/mocks';
import { ACTIVITY_STATUS_FILTER_LABELS, type ActivityStatusFilter } from '@portal/domain';

type Activity = Schemas['Activity'];

export const STORY_STUDENTS = [
  { id: 11, full_name: 'Emma Johansen' },
  { id: 12, full_name: 'Noah Berg' },
  { id: 13, full_name: 'Sofie Haugen' },
] as const;

/** One activity of the signed-in teacher; status and pay as the API derives them. */
export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 101,
    teacher: 2,
    teacher_name: 'Kari Nordmann',
    activity_category: 1,
    activity_category_name: 'Leksehjelp',
    students: [{ ...STORY_STUDENTS[0] }],
    subject: 3,
    subject_details: 'Matematikk R1',
    start_date_time: '2026-11-19T15:00:00Z',
    duration: '1.50',
    travel_time: 20,
    activity_location: 'STUDENT_HOME',
    activity_location_name: 'Hjemme hos eleven',
    activity_plan: 'Derivasjon og funksjonsdrøfting',
    summary_teacher: '',
    summary_student: '',
    homework: '',
    summary_date: null,
    status: 'Mangler oppsummering',
    base_salary: '450.00',
    travel_salary: '100.00',
    incentive_bonus: '0.00',
    special_bonus: '0.00',
    paid_date: null,
    ...overrides,
  };
}

const SUBJECTS = ['Matematikk R1', 'Norsk', 'Engelsk', 'Kjemi 1', 'Fysikk 2'];

/** 25 activities, newest first: 4 planned (from 21 Nov 16:00), 2 without summary, the rest completed. */
export const STORY_ACTIVITIES: Activity[] = Array.from({ length: 25 }, (_, index) => {
  const day = 24 - index; // 24 Nov down to 31 Oct
  const start = new Date(Date.UTC(2026, 10, day, 15, 0));
  const status: Activity['status'] =
    index < 4 ? 'Planlagt' : index < 6 ? 'Mangler oppsummering' : 'Fullført';
  const student = STORY_STUDENTS[index % STORY_STUDENTS.length]!;
  return makeActivity({
    id: 200 - index,
    start_date_time: start.toISOString(),
    subject_details: SUBJECTS[index % SUBJECTS.length]!,
    students: index === 1 ? [{ ...STORY_STUDENTS[0] }, { ...STORY_STUDENTS[1] }] : [{ ...student }],
    duration: index % 4 === 0 ? '2.00' : '1.50',
    status,
    summary_date: status === 'Fullført' ? start.toISOString().slice(0, 10) : null,
    summary_teacher: status === 'Fullført' ? 'Gikk gjennom oppgavene.' : '',
    summary_student: status === 'Fullført' ? 'Bra jobba!' : '',
    travel_time: index % 3 === 0 ? 0 : 20,
    activity_location: index % 3 === 0 ? 'INTERNET' : 'STUDENT_HOME',
    activity_location_name: index % 3 === 0 ? 'Digitalt' : 'Hjemme hos eleven',
    base_salary: index % 4 === 0 ? '600.00' : '450.00',
    travel_salary: index % 3 === 0 ? '0.00' : '100.00',
  });
});

export const STORY_NEXT_PAYMENT: Schemas['NextPayment'] = {
  next_payment: {
    base: '4500.00',
    incentive_bonus: '300.00',
    special_bonus: '150.00',
    travel_salary: '400.00',
  },
  total_unpaid: {
    base: '6300.50',
    incentive_bonus: '450.00',
    special_bonus: '150.00',
    travel_salary: '600.00',
  },
};

const nextActivityOf = (activity: Activity): NonNullable<Schemas['NextActivity']> => ({
  id: activity.id,
  start_date_time: activity.start_date_time,
  duration: activity.duration,
  subject_details: activity.subject_details,
  teacher_name: activity.teacher_name,
  students: activity.students,
  activity_location: activity.activity_location,
  activity_location_name: activity.activity_location_name,
  activity_plan: activity.activity_plan,
  base_salary: activity.base_salary ?? '0.00',
  travel_salary: activity.travel_salary ?? '0.00',
  travel_time: activity.travel_time,
});

/** The earliest planned activity of the list (22 Nov 16:00–18:00 Oslo, two students). */
export const STORY_NEXT_ACTIVITY = nextActivityOf(
  makeActivity({
    id: 198,
    start_date_time: '2026-11-22T15:00:00Z',
    duration: '2.00',
    subject_details: 'Engelsk',
    students: [{ ...STORY_STUDENTS[0] }, { ...STORY_STUDENTS[1] }],
    activity_location: 'STUDENT_HOME',
    activity_location_name: 'Hjemme hos eleven',
    activity_plan: 'Muntlig presentasjon',
    base_salary: '600.00',
    travel_salary: '100.00',
    travel_time: 20,
  }),
);

/** The list route: limit, offset, search (subject or a student's name) and status like the API. */
function activityListHandler(all: Activity[]) {
  return http.get('/activity/activity/', ({ request }) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const status = url.searchParams.get('status');
    const label = status
      ? ACTIVITY_STATUS_FILTER_LABELS[status as ActivityStatusFilter]
      : undefined;
    const matches = all.filter(
      (a) =>
        (!search ||
          a.subject_details.toLowerCase().includes(search) ||
          a.students.some((s) => s.full_name.toLowerCase().includes(search))) &&
        (!status || a.status === label),
    );
    return HttpResponse.json({
      count: matches.length,
      next: null,
      previous: null,
      results: matches.slice(offset, offset + limit),
    });
  });
}

const payment = http.get('/salary/next-payment/', () => HttpResponse.json(STORY_NEXT_PAYMENT));
const overdue = http.get('/activity/activity/overdue/', () => HttpResponse.json({ count: 2 }));
const next = http.get('/activity/activity/next/', () => HttpResponse.json(STORY_NEXT_ACTIVITY));

/**
 * The dashboard's reads in each state. Stories install one as the `teacher` group of
 * `parameters.msw.handlers`, replacing the api-client's default teacher handlers.
 */
export const dashboardHandlers = {
  full: [payment, overdue, next, activityListHandler(STORY_ACTIVITIES)],
  empty: [
    http.get('/salary/next-payment/', () =>
      HttpResponse.json({
        next_payment: {
          base: '0.00',
          incentive_bonus: '0.00',
          special_bonus: '0.00',
          travel_salary: '0.00',
        },
        total_unpaid: {
          base: '0.00',
          incentive_bonus: '0.00',
          special_bonus: '0.00',
          travel_salary: '0.00',
        },
      }),
    ),
    http.get('/activity/activity/overdue/', () => HttpResponse.json({ count: 0 })),
    http.get('/activity/activity/next/', () => HttpResponse.json(null)),
    activityListHandler([]),
  ],
  loading: [
    http.get('/salary/next-payment/', neverResolve),
    http.get('/activity/activity/overdue/', neverResolve),
    http.get('/activity/activity/next/', neverResolve),
    http.get('/activity/activity/', neverResolve),
  ],
  error: [
    http.get('/salary/next-payment/', serverError),
    http.get('/activity/activity/overdue/', serverError),
    http.get('/activity/activity/next/', serverError),
    http.get('/activity/activity/', serverError),
  ],
};
