import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type School = Schemas['School'];

/** `GET school/school/`: the schools. */
export function schoolsQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.schools, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.schools, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useSchools<TData = School[]>(options?: ReadHookOptions<School[], TData>) {
  return useReadQuery(schoolsQueryOptions(useApiClient()), options);
}
