import { readQueryKey } from '../../query/read-query-key';

/** The resource routes of the teacher area ('Ressurser'), relative to the base URL. */
export const documentPaths = {
  fileTree: '/document/file-tree/',
  teacherFaqTree: '/document/teacher-faq/tree/',
} as const;

/** Read keys of the document and FAQ trees. */
export const documentKeys = {
  fileTree: () => readQueryKey(documentPaths.fileTree),
  teacherFaqTree: () => readQueryKey(documentPaths.teacherFaqTree),
} as const;
