import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useActivities(params: ActivityListParams) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(activityListQueryOptions(client, params));
  const { limit, offset, search, ordering, status } = params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  useEffect(() => {
    if (next === null) return;
    void queryClient.prefetchQuery(
      activityListQueryOptions(client, { limit, offset: next, search, ordering, status }),
    );
  }, [client, queryClient, limit, next, search, ordering, status]);
  return query;
}
