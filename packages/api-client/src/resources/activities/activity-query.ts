import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths } from './keys';
import type { Activity } from './activity-list-query';

/** `GET activity/activity/{id}/`: one own activity; a null id makes no request and gives null. */
export function activityQueryOptions(client: ApiClient, id: number | null) {
  return readQueryOptions(activityPaths.detail, { id }, ({ id }, signal) =>
    unwrap(client.GET(activityPaths.detail, { params: { path: { id } }, signal })),
  );
}

/** One activity (the edit form); `useActivity(null)` for the new form settles with null. */
export function useActivity<TData = Activity | null>(
  id: number | null,
  options?: ReadHookOptions<Activity | null, TData>,
) {
  return useReadQuery(activityQueryOptions(useApiClient(), id), options);
}
