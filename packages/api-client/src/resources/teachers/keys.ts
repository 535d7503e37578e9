import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The teacher routes, relative to the base URL (seed 000 section 7). */
export const teacherPaths = {
  self: '/user/teacher/self/',
  detail: '/user/teacher/{id}/',
  file: '/user/teacher/{id}/files/{field}/',
} as const;

/** Read keys of the teacher routes. */
export const teacherKeys = {
  /** Prefix of every teacher read. */
  all: [normalizeReadPath('/user/teacher/')] as const,
  self: () => readQueryKey(teacherPaths.self),
} as const;

/** A teacher write changes the teacher's own profile (and nothing the teacher reads elsewhere). */
export const TEACHER_WRITE_INVALIDATES = ['/user/teacher/'] as const;
