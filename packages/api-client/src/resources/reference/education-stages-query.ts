import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { REFERENCE_STALE_TIME_MS, referencePaths } from './keys';

export type EducationStage = Schemas['EducationStage'];

/** `GET subject/education-stage/`: the education stages. */
export function educationStagesQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(referencePaths.educationStages, {}, (_params, signal) =>
      unwrap(client.GET(referencePaths.educationStages, { signal })),
    ),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useEducationStages<TData = EducationStage[]>(
  options?: ReadHookOptions<EducationStage[], TData>,
) {
  return useReadQuery(educationStagesQueryOptions(useApiClient()), options);
}
