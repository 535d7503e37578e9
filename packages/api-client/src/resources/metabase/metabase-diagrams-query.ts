import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { METABASE_STALE_TIME_MS, metabasePaths } from './keys';

/** A marketing diagram (a Metabase question): name, signed embed URL, frame width and height. */
export type Diagram = Schemas['Diagram'];
/** `{configured, diagrams}`. */
export type DiagramList = Schemas['DiagramList'];

/** `GET metabase/diagram/`: the diagrams with freshly signed URLs. */
export function metabaseDiagramsQueryOptions(client: ApiClient) {
  return queryOptions({
    ...readQueryOptions(metabasePaths.diagrams, {}, (_params, signal) =>
      unwrap(client.GET(metabasePaths.diagrams, { signal })),
    ),
    staleTime: METABASE_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

/** The diagrams of 'Markedsføring'. */
export function useMetabaseDiagrams<TData = DiagramList>(
  options?: ReadHookOptions<DiagramList, TData>,
) {
  return useReadQuery(metabaseDiagramsQueryOptions(useApiClient()), options);
}
