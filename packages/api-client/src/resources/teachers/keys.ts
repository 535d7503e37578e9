import type { QueryParamsOf } from '../../contract';
import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The teacher routes, relative to the base URL (seed 000 and 001 section 7). */
export const teacherPaths = {
  self: '/user/teacher/self/',
  detail: '/user/teacher/{id}/',
  file: '/user/teacher/{id}/files/{field}/',
  list: '/user/teacher/',
  listPlain: '/user/teacher/list-plain/',
} as const;

export type TeacherOrdering = NonNullable<QueryParamsOf<'/user/teacher/'>['ordering']>;
export type OwnsTabletFilter = NonNullable<QueryParamsOf<'/user/teacher/'>['owns_tablet']>;

/**
 * A page of the staff's teacher list ('Læreroversikt'). `is_active`: only active (true) or
 * inactive (false) teachers; all when left out. `subjects`: teachers of any of these subjects.
 */
// A type alias, not an interface: read parameters must fit ReadParams' index signature.
export type TeacherListParams = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: TeacherOrdering;
  subjects?: readonly number[];
  city?: number;
  wants_student?: boolean;
  owns_tablet?: OwnsTabletFilter;
  is_active?: boolean;
};

const flag = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? ('true' as const) : ('false' as const);

/** The query the API takes: no empty search, subjects comma-separated, flags as 'true' / 'false'. */
export function teacherListQuery({
  search,
  subjects,
  wants_student,
  is_active,
  ...rest
}: TeacherListParams) {
  return {
    ...rest,
    search: search?.trim() ? search.trim() : undefined,
    subjects: subjects?.length ? [...subjects].sort((a, b) => a - b).join(',') : undefined,
    wants_student: flag(wants_student),
    is_active: flag(is_active),
  };
}

/** A search of a plain list (the pickers): text, and how many (seed 001 §9: 20). */
export type PlainListParams = { search?: string; limit?: number };

export function plainListQuery({ search, limit }: PlainListParams) {
  return { search: search?.trim() ? search.trim() : undefined, limit };
}

/** Read keys of the teacher routes. */
export const teacherKeys = {
  /** Prefix of every teacher read. */
  all: [normalizeReadPath('/user/teacher/')] as const,
  self: () => readQueryKey(teacherPaths.self),
  list: (params: TeacherListParams) => readQueryKey(teacherPaths.list, teacherListQuery(params)),
  listPlain: (params: PlainListParams) =>
    readQueryKey(teacherPaths.listPlain, plainListQuery(params)),
} as const;

/**
 * A teacher write changes the teacher's own profile, and the staff's teacher list and picker (all
 * under user/teacher/).
 */
export const TEACHER_WRITE_INVALIDATES = ['/user/teacher/'] as const;
