import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type FieldOfStudy = Schemas['FieldOfStudy'];

/** `GET school/fields-of-study/`: the fields of study. */
export function fieldsOfStudyQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.fieldsOfStudy, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.fieldsOfStudy, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useFieldsOfStudy<TData = FieldOfStudy[]>(
  options?: ReadHookOptions<FieldOfStudy[], TData>,
) {
  return useReadQuery(fieldsOfStudyQueryOptions(useApiClient()), options);
}
