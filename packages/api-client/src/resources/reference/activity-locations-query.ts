import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type ActivityLocation = Schemas['Location'];

/** `GET activity/activity/locations/`: the places as (code, label); INTERNET and CAMPUS mean no travel. */
export function activityLocationsQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.activityLocations, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.activityLocations, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useActivityLocations<TData = ActivityLocation[]>(
  options?: ReadHookOptions<ActivityLocation[], TData>,
) {
  return useReadQuery(activityLocationsQueryOptions(useApiClient()), options);
}
