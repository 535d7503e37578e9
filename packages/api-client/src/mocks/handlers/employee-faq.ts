import { HttpResponse } from 'msw';
import { makeEmployeeFaqTree } from '../fixtures/documents';
import { http } from '../http';
import { delayed, neverResolve, serverError } from '../states';

const PATH = '/document/employee-faq/tree/';

/** document/employee-faq/tree/ (the staff's 'FAQ'): the default and every state. */
export const employeeFaqHandlers = {
  /** Two categories, one with a sub-category. */
  default: [http.get(PATH, () => HttpResponse.json(makeEmployeeFaqTree()))],
  empty: [http.get(PATH, () => HttpResponse.json([]))],
  loading: [http.get(PATH, neverResolve)],
  slow: [
    http.get(
      PATH,
      delayed(() => HttpResponse.json(makeEmployeeFaqTree()), 1000),
    ),
  ],
  error: [http.get(PATH, serverError)],
};
