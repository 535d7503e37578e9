import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useActivityStudentOverview(params: StudentOverviewParams) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(activityStudentOverviewQueryOptions(client, params));
  const { limit, offset, search } = params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  useEffect(() => {
    if (next === null) return;
    void queryClient.prefetchQuery(
      activityStudentOverviewQueryOptions(client, { limit, offset: next, search }),
    );
  }, [client, queryClient, limit, next, search]);
  return query;
}
