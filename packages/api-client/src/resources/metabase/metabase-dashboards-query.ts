import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { METABASE_STALE_TIME_MS, metabasePaths } from './keys';

/** An analytics dashboard: its Metabase id and name, the signed embed URL (null: not configured). */
export type AnalyticsDashboard = Schemas['AnalyticsDashboard'];
/** `{configured, dashboards}`. */
export type AnalyticsDashboardList = Schemas['AnalyticsDashboardList'];

/** `GET metabase/metabase/`: the dashboards with freshly signed URLs. */
export function metabaseDashboardsQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(metabasePaths.dashboards, {}, (_params, signal) =>
      unwrap(client.GET(metabasePaths.dashboards, { signal })),
    ),
    staleTime: METABASE_STALE_TIME_MS,
    // A new URL reloads the frame: not merely because the window got focus again.
    refetchOnWindowFocus: false,
  });
}

/** The analytics dashboards of the staff dashboard. */
export function useMetabaseDashboards<TData = AnalyticsDashboardList>(
  options?: ReadHookOptions<AnalyticsDashboardList, TData>,
) {
  return useReadQuery(metabaseDashboardsQueryOptions(useApiClient()), options);
}
