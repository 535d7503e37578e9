import type { QueryParamsOf } from '../../contract';
import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The student routes, relative to the base URL (seed 000 section 7). */
export const studentPaths = {
  list: '/user/student/',
  detail: '/user/student/{id}/',
  addSubjects: '/user/student/{id}/add-subjects/',
  contactPeople: '/user/student/contact-people/',
} as const;

export type StudentOrdering = NonNullable<QueryParamsOf<'/user/student/'>['ordering']>;

/**
 * A page of the student list. `is_active`: only active (true) or inactive (false) students; all
 * when left out ('Vis inaktive elever').
 */
// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type StudentListParams = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: StudentOrdering;
  is_active?: boolean;
};

/** The query the API takes: no empty search, is_active as 'true' / 'false'. */
export function studentListQuery({ is_active, search, ...rest }: StudentListParams) {
  return {
    ...rest,
    search: search === '' ? undefined : search,
    is_active:
      is_active === undefined ? undefined : is_active ? ('true' as const) : ('false' as const),
  };
}

/** Read keys of the student routes (the seed's read rule, see readQueryKey). */
export const studentKeys = {
  /** Prefix of every student read: lists and details. */
  all: [normalizeReadPath(studentPaths.list)] as const,
  list: (params: StudentListParams) => readQueryKey(studentPaths.list, studentListQuery(params)),
  detail: (id: number | null) => readQueryKey(studentPaths.detail, { id }),
} as const;

/** What a student write changes: every student read and the activity student overview. */
export const STUDENT_WRITE_INVALIDATES = [
  studentPaths.list,
  '/activity/activity/student-overview/',
] as const;
