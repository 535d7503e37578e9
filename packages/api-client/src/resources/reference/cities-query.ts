import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type City = Schemas['City'];

/** `GET user/city/`: the cities. */
export function citiesQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.cities, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.cities, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useCities<TData = City[]>(options?: ReadHookOptions<City[], TData>) {
  return useReadQuery(citiesQueryOptions(useApiClient()), options);
}
