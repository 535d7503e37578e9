import { HttpResponse } from 'msw';
import { makePackages } from '../fixtures/packages';
import { makePage } from '../fixtures/page';
import { http } from '../http';
import { delayed, neverResolve, serverError } from '../states';
import type { Schemas } from '../../contract';

const list = () =>
  HttpResponse.json<Schemas['PackageList']>(makePage(makePackages(), { limit: 100 }));

/** package/package/: the default and every state. */
export const packageHandlers = {
  /** Four packages: two active, one used up, one expired. */
  default: [http.get('/package/package/', list)],
  empty: [http.get('/package/package/', () => HttpResponse.json(makePage([])))],
  loading: [http.get('/package/package/', neverResolve)],
  slow: [http.get('/package/package/', delayed(list, 1000))],
  error: [http.get('/package/package/', serverError)],
};
