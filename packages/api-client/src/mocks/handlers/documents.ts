import { HttpResponse } from 'msw';
import { makeDocumentTree, makeEmployeeFaqTree, makeTeacherFaqTree } from '../fixtures/documents';
import { http } from '../http';
import { delayed, neverResolve, serverError } from '../states';

const READ_PATHS = ['/document/file-tree/', '/document/teacher-faq/tree/'] as const;

/** The teacher's resources: the document tree and the FAQ tree ('Ressurser'), and every state. */
export const documentHandlers = {
  default: [
    http.get('/document/file-tree/', () => HttpResponse.json(makeDocumentTree())),
    http.get('/document/teacher-faq/tree/', () => HttpResponse.json(makeTeacherFaqTree())),
  ],
  /** Empty trees. */
  empty: READ_PATHS.map((path) => http.get(path, () => HttpResponse.json([]))),
  loading: READ_PATHS.map((path) => http.get(path, neverResolve)),
  slow: [
    http.get(
      '/document/file-tree/',
      delayed(() => HttpResponse.json(makeDocumentTree())),
    ),
    http.get(
      '/document/teacher-faq/tree/',
      delayed(() => HttpResponse.json(makeTeacherFaqTree())),
    ),
  ],
  error: READ_PATHS.map((path) => http.get(path, serverError)),
};

// --- The staff's FAQ (GET document/employee-faq/tree/) ---

const EMPLOYEE_FAQ_PATH = '/document/employee-faq/tree/';

/** document/employee-faq/tree/ (the staff's 'FAQ'): the default and every state. */
export const employeeFaqHandlers = {
  /** Two categories, one with a sub-category. */
  default: [http.get(EMPLOYEE_FAQ_PATH, () => HttpResponse.json(makeEmployeeFaqTree()))],
  empty: [http.get(EMPLOYEE_FAQ_PATH, () => HttpResponse.json([]))],
  loading: [http.get(EMPLOYEE_FAQ_PATH, neverResolve)],
  slow: [
    http.get(
      EMPLOYEE_FAQ_PATH,
      delayed(() => HttpResponse.json(makeEmployeeFaqTree()), 1000),
    ),
  ],
  error: [http.get(EMPLOYEE_FAQ_PATH, serverError)],
};
