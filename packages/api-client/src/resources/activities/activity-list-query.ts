import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths, withoutEmptySearch, type ActivityListParams } from './keys';

export type ActivityList = Schemas['ActivityList'];
export type Activity = Schemas['Activity'];

/**
 * `GET activity/activity/` with limit, offset, search (and ordering, status): one page of own
 * activities.
 */
export function activityListQueryOptions(client: ApiClient, params: ActivityListParams) {
  return readQueryOptions(activityPaths.list, withoutEmptySearch(params), (query, signal) =>
    unwrap(client.GET(activityPaths.list, { params: { query }, signal })),
  );
}

/** One page of the activity list; the next page is prefetched when the count says there is one. */
export function useActivities<TData = ActivityList>(
  params: ActivityListParams,
  options?: ReadHookOptions<ActivityList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => activityListQueryOptions(client, page), params, options);
}
