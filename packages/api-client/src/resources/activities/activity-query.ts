import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths } from './keys';

/** `GET activity/activity/{id}/`: one own activity; a null id makes no request and gives null. */
export function activityQueryOptions(client: ApiClient, id: number | null) {
  return readQueryOptions(activityPaths.detail, { id }, ({ id }, signal) =>
    unwrap(client.GET(activityPaths.detail, { params: { path: { id } }, signal })),
  );
}

/** One activity (the edit form); `useActivity(null)` for the new form settles with null. */
export function useActivity(id: number | null) {
  return useQuery(activityQueryOptions(useApiClient(), id));
}
