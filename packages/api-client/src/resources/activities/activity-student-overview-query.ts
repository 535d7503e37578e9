import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths, withoutEmptySearch, type StudentOverviewParams } from './keys';

export type StudentOverviewList = Schemas['StudentOverviewList'];
export type StudentOverviewRow = Schemas['StudentOverviewRow'];

/** `GET activity/activity/student-overview/` with limit, offset, search. */
export function activityStudentOverviewQueryOptions(
  client: ApiClient,
  params: StudentOverviewParams,
) {
  return readQueryOptions(
    activityPaths.studentOverview,
    withoutEmptySearch(params),
    (query, signal) =>
      unwrap(client.GET(activityPaths.studentOverview, { params: { query }, signal })),
  );
}

/** One page of the per-student activity overview; the next page is prefetched. */
export function useActivityStudentOverview<TData = StudentOverviewList>(
  params: StudentOverviewParams,
  options?: ReadHookOptions<StudentOverviewList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery(
    (page) => activityStudentOverviewQueryOptions(client, page),
    params,
    options,
  );
}
