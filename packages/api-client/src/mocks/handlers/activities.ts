import { ACTIVITY_STATUS_FILTER_LABELS, type ActivityStatusFilter } from '@portal/domain/activity';
import { HttpResponse } from 'msw';
import type { Schemas } from '../../contract';
import {
  makeActivities,
  makeActivity,
  makeNextActivity,
  makeOverdueCount,
  makeStudentOverviewRow,
} from '../fixtures/activities';
import { makePage } from '../fixtures/page';
import { makeStudents } from '../fixtures/students';
import { http } from '../http';
import { recordWrite } from '../recorder';
import { serverError, validationError } from '../states';
import { notFound, numericIdsOnly, pageOf, readStates, recorded } from './route-helpers';

type Activity = Schemas['Activity'];

export interface ActivityMockData {
  /** GET activity/activity/ and activity/activity/{id}/ (default `makeActivities()`). */
  activities?: Activity[];
  /** GET activity/activity/next/ (default `makeNextActivity()`; null: nothing planned). */
  next?: Schemas['NextActivity'];
  /** GET activity/activity/overdue/ (default `makeOverdueCount()`). */
  overdue?: Schemas['OverdueCount'];
  /** The students of GET activity/activity/student-overview/ and of a created activity. */
  students?: Schemas['Student'][];
}

/**
 * The activity routes over `data`: the list pages, searches (subject or a student's name) and
 * filters by status like the API; writes answer as the API does, are recorded in `mockWrites` and
 * change nothing.
 */
export function mockActivities({
  activities = makeActivities(),
  next = makeNextActivity(),
  overdue = makeOverdueCount(),
  students = makeStudents(),
}: ActivityMockData = {}) {
  const find = (id: unknown) => activities.find((a) => a.id === Number(id));
  return [
    http.get('/activity/activity/', ({ query }) => {
      const { limit, offset, search } = pageOf(query);
      const status = query.get('status');
      const rows = activities.filter(
        (a) =>
          (a.subject_details.toLowerCase().includes(search) ||
            a.students.some((s) => s.full_name.toLowerCase().includes(search))) &&
          (!status || a.status === ACTIVITY_STATUS_FILTER_LABELS[status as ActivityStatusFilter]),
      );
      return HttpResponse.json(makePage(rows, { limit, offset, path: '/api/activity/activity/' }));
    }),
    http.get('/activity/activity/next/', () => HttpResponse.json(next)),
    http.get('/activity/activity/overdue/', () => HttpResponse.json(overdue)),
    http.get('/activity/activity/student-overview/', ({ query }) => {
      const { limit, offset, search } = pageOf(query);
      const rows = students
        .filter((s) => s.is_active && s.full_name.toLowerCase().includes(search))
        .map((s) => makeStudentOverviewRow({ id: s.id, full_name: s.full_name }));
      return HttpResponse.json(
        makePage(rows, { limit, offset, path: '/api/activity/activity/student-overview/' }),
      );
    }),
    http.get(
      '/activity/activity/{id}/',
      numericIdsOnly(({ params }) => {
        const activity = find(params.id);
        return activity ? HttpResponse.json(activity) : notFound();
      }),
    ),
    http.post('/activity/activity/', async ({ request }) => {
      await recordWrite(request);
      const body = await request.json();
      const chosen = students
        .filter((s) => body.students.includes(s.id))
        .map(({ id, full_name }) => ({ id, full_name }));
      const { summary_date: _ignored, ...fields } = body;
      return HttpResponse.json(
        makeActivity({ ...fields, id: 121, students: chosen, duration: body.duration.toFixed(2) }),
        { status: 201 },
      );
    }),
    http.patch('/activity/activity/{id}/', async ({ params, request }) => {
      await recordWrite(request);
      const activity = find(params.id);
      if (!activity) return notFound();
      const { students: _ids, duration, summary_date: _ignored, ...fields } = await request.json();
      return HttpResponse.json({
        ...activity,
        ...fields,
        ...(duration === undefined ? {} : { duration: duration.toFixed(2) }),
      });
    }),
    http.delete('/activity/activity/{id}/', async ({ request }) => {
      await recordWrite(request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

const READ_PATHS = [
  '/activity/activity/',
  '/activity/activity/next/',
  '/activity/activity/overdue/',
  '/activity/activity/student-overview/',
  '/activity/activity/{id}/',
] as const;

const defaultHandlers = mockActivities();

/**
 * `activity/activity/…`: the default (twelve activities around MOCK_NOW, two pages) and every
 * state. Each state puts its handlers before the defaults (MSW uses the first match), so the
 * routes a state does not change keep working.
 */
export const activityHandlers = {
  default: defaultHandlers,
  /** A teacher with nothing yet: empty lists, nothing planned, nothing overdue. */
  empty: mockActivities({ activities: [], next: null, overdue: makeOverdueCount(0), students: [] }),
  ...readStates(READ_PATHS, defaultHandlers),
  /** Every write fails with 500. */
  writeError: [
    http.post('/activity/activity/', recorded(serverError)),
    http.patch('/activity/activity/{id}/', recorded(serverError)),
    http.delete('/activity/activity/{id}/', recorded(serverError)),
    ...defaultHandlers,
  ],
  /** Writes refused with field messages (400), as the API words them. */
  invalid: [
    http.post(
      '/activity/activity/',
      recorded(() =>
        validationError({
          students: ['Velg minst én elev.'],
          subject: ['Dette feltet er påkrevd.'],
        }),
      ),
    ),
    http.patch(
      '/activity/activity/{id}/',
      recorded(() =>
        validationError({
          summary_teacher: [
            'Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.',
          ],
        }),
      ),
    ),
    ...defaultHandlers,
  ],
};
