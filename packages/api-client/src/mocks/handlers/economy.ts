import { HttpResponse } from 'msw';
import {
  makeAgreeingMonthCheck,
  makeMonthCheck,
  makeMonthCheckLessons,
} from '../fixtures/month-check';
import { http } from '../http';
import { neverResolve, serverError } from '../states';

/** What the handlers read of a query (openapi-msw's typed `query`). */
type QueryReader = { get(name: string): string | null };

const monthOf = (query: QueryReader) => ({
  month: Number(query.get('month') ?? 10),
  year: Number(query.get('year') ?? 2026),
});

// The lessons the disagreements link to; any other id falls through to the activity handlers.
const lessons = http.get('/activity/activity/{id}/', ({ params }) => {
  const lesson = makeMonthCheckLessons().find((l) => String(l.id) === String(params.id));
  return lesson ? HttpResponse.json(lesson) : undefined;
});

/** economy/month-check/: the default (one disagreement of each kind) and every state. */
export const monthCheckHandlers = {
  default: [
    lessons,
    http.get('/economy/month-check/', ({ query }) => {
      const { month, year } = monthOf(query);
      return HttpResponse.json(makeMonthCheck(month, year));
    }),
  ],
  /** Everything agrees. */
  empty: [
    http.get('/economy/month-check/', ({ query }) => {
      const { month, year } = monthOf(query);
      return HttpResponse.json(makeAgreeingMonthCheck(month, year));
    }),
  ],
  loading: [http.get('/economy/month-check/', neverResolve)],
  error: [http.get('/economy/month-check/', serverError)],
  /** The lesson a disagreement links to cannot be read (500) or is gone (404). */
  lessonError: [
    http.get('/activity/activity/{id}/', serverError),
    http.get('/economy/month-check/', () => HttpResponse.json(makeMonthCheck())),
  ],
  lessonMissing: [
    http.get('/activity/activity/{id}/', () =>
      HttpResponse.json({ detail: 'Ikke funnet.' }, { status: 404 }),
    ),
    http.get('/economy/month-check/', () => HttpResponse.json(makeMonthCheck())),
  ],
};
