import { readQueryKey } from '../../query/read-query-key';

/** The document and FAQ trees ('Ressurser', the staff's 'FAQ'), relative to the base URL. */
export const documentPaths = {
  fileTree: '/document/file-tree/',
  teacherFaqTree: '/document/teacher-faq/tree/',
  employeeFaqTree: '/document/employee-faq/tree/',
} as const;

/** Read keys of the document and FAQ trees. */
export const documentKeys = {
  fileTree: () => readQueryKey(documentPaths.fileTree),
  teacherFaqTree: () => readQueryKey(documentPaths.teacherFaqTree),
  employeeFaqTree: () => readQueryKey(documentPaths.employeeFaqTree),
} as const;
