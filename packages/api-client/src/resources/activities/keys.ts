import type { QueryParamsOf } from '../../contract';
import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The activity routes, relative to the base URL (seed 000 section 7; write paths chosen by apps/api). */
export const activityPaths = {
  list: '/activity/activity/',
  detail: '/activity/activity/{id}/',
  next: '/activity/activity/next/',
  overdue: '/activity/activity/overdue/',
  studentOverview: '/activity/activity/student-overview/',
} as const;

export type ActivityOrdering = NonNullable<QueryParamsOf<'/activity/activity/'>['ordering']>;

/** One display status to list: 'completed', 'planned' or 'missing_summary'. */
export type ActivityStatusFilter = NonNullable<QueryParamsOf<'/activity/activity/'>['status']>;

/**
 * A page of the activity list: page size, offset, and optional search text, ordering and status.
 */
// Type aliases, not interfaces: read parameters must fit ReadParams' index signature.
export type ActivityListParams = {
  limit: number;
  offset: number;
  search?: string;
  ordering?: ActivityOrdering;
  status?: ActivityStatusFilter;
};

/** A page of the student overview of activities. */
export type StudentOverviewParams = {
  limit: number;
  offset: number;
  search?: string;
};

/** Empty search text means no search: the same key and request as no search at all. */
export function withoutEmptySearch<P extends { search?: string | null }>(params: P): P {
  return params.search === '' ? { ...params, search: undefined } : params;
}

/** Read keys of the activity routes (the seed's read rule, see readQueryKey). */
export const activityKeys = {
  /** Prefix of every activity read: list, detail, next, overdue and student overview. */
  all: [normalizeReadPath(activityPaths.list)] as const,
  list: (params: ActivityListParams) =>
    readQueryKey(activityPaths.list, withoutEmptySearch(params)),
  detail: (id: number | null) => readQueryKey(activityPaths.detail, { id }),
  next: () => readQueryKey(activityPaths.next),
  overdue: () => readQueryKey(activityPaths.overdue),
  studentOverview: (params: StudentOverviewParams) =>
    readQueryKey(activityPaths.studentOverview, withoutEmptySearch(params)),
} as const;

/**
 * What an activity write changes: every activity read, the pay (salary/next-payment) and the
 * students' planned and remaining hours (user/student).
 */
export const ACTIVITY_WRITE_INVALIDATES = [
  activityPaths.list,
  '/salary/',
  '/user/student/',
] as const;
