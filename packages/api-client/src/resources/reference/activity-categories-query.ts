import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type ActivityCategory = Schemas['ActivityCategory'];

/** `GET activity/activity-category/`: the activity categories. */
export function activityCategoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.activityCategories, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.activityCategories, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useActivityCategories<TData = ActivityCategory[]>(
  options?: ReadHookOptions<ActivityCategory[], TData>,
) {
  return useReadQuery(activityCategoriesQueryOptions(useApiClient()), options);
}
