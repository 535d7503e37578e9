import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type Subject = Schemas['Subject'];

/** `GET subject/subject/`: every subject with its education stage and category. */
export function subjectsQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.subjects, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.subjects, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useSubjects() {
  return useQuery(subjectsQueryOptions(useApiClient()));
}
