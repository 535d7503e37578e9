import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
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

export function useSubjects<TData = Subject[]>(options?: ReadHookOptions<Subject[], TData>) {
  return useReadQuery(subjectsQueryOptions(useApiClient()), options);
}
