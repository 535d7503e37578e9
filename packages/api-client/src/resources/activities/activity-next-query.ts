import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { activityPaths } from './keys';

/** The next planned activity, or null when there is none ('Du har ingen planlagte aktiviteter'). */
export type NextActivity = Schemas['NextActivity'];

/** `GET activity/activity/next/`. */
export function nextActivityQueryOptions(client: ApiClient) {
  return readQueryOptions(activityPaths.next, {}, (_params, signal) =>
    unwrap(client.GET(activityPaths.next, { signal })),
  );
}

/** The dashboard's 'Neste aktivitet' card. */
export function useNextActivity<TData = NextActivity>(
  options?: ReadHookOptions<NextActivity, TData>,
) {
  return useReadQuery(nextActivityQueryOptions(useApiClient()), options);
}
