import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths } from './keys';

export type OverdueCount = Schemas['OverdueCount'];

/** `GET activity/activity/overdue/`: the count of own past activities without summary. */
export function overdueActivitiesQueryOptions(client: ApiClient) {
  return readQueryOptions(activityPaths.overdue, {}, (_params, signal) =>
    unwrap(client.GET(activityPaths.overdue, { signal })),
  );
}

/** The pay card's count of overdue activities. */
export function useOverdueActivities<TData = OverdueCount>(
  options?: ReadHookOptions<OverdueCount, TData>,
) {
  return useReadQuery(overdueActivitiesQueryOptions(useApiClient()), options);
}
