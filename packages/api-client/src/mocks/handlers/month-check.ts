import { HttpResponse } from 'msw';
import { makeAgreeingMonthCheck, makeMonthCheck } from '../fixtures/month-check';
import { http } from '../http';
import { neverResolve, serverError } from '../states';

/** What the handlers read of a query (openapi-msw's typed `query`). */
type QueryReader = { get(name: string): string | null };

const monthOf = (query: QueryReader) => ({
  month: Number(query.get('month') ?? 10),
  year: Number(query.get('year') ?? 2026),
});

/** economy/month-check/: the default (one disagreement of each kind) and every state. */
export const monthCheckHandlers = {
  default: [
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
};
