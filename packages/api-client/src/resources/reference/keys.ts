import { readQueryKey } from '../../query/read-query-key';

/** The reference-list routes, relative to the base URL (seed 000 section 7). */
export const referencePaths = {
  subjects: '/subject/subject/',
  educationStages: '/subject/education-stage/',
  cities: '/user/city/',
  schools: '/school/school/',
  fieldsOfStudy: '/school/fields-of-study/',
  activityCategories: '/activity/activity-category/',
  activityLocations: '/activity/activity/locations/',
} as const;

/**
 * Reference lists change only when staff edit them: a fetched list is fresh for 10 minutes, so
 * every form that shows a select does not refetch it.
 */
export const REFERENCE_STALE_TIME_MS = 10 * 60 * 1000;

/** Read keys of the reference lists. */
export const referenceKeys = {
  subjects: () => readQueryKey(referencePaths.subjects),
  educationStages: () => readQueryKey(referencePaths.educationStages),
  cities: () => readQueryKey(referencePaths.cities),
  schools: () => readQueryKey(referencePaths.schools),
  fieldsOfStudy: () => readQueryKey(referencePaths.fieldsOfStudy),
  activityCategories: () => readQueryKey(referencePaths.activityCategories),
  activityLocations: () => readQueryKey(referencePaths.activityLocations),
} as const;
