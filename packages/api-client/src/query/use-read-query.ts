import {
  useQueries,
  useQuery,
  type QueryFunction,
  type SkipToken,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReadQueryKey } from './read-query-key';

/**
 * What a caller may pass to a read hook: the part of TanStack's query options that makes sense
 * for a read. The key and the query function stay the hook's (they are the seed's read rule), so
 * they are not here, and neither is anything that would change what is fetched.
 *
 * - `enabled: false`: no request (a picker before anything is typed). A boolean only; the read
 *   rule's null parameters already cover "not possible yet".
 * - `placeholderData`: e.g. TanStack's `keepPreviousData`, so a table keeps its page while the
 *   next one loads.
 * - `select`: derive the value the component gets (typed: the hook's data type becomes `TData`).
 * - `staleTime`, `gcTime`, `refetchInterval`, `refetchOnWindowFocus`, ...: freshness.
 */
export type ReadHookOptions<TQueryFnData, TData = TQueryFnData> = Pick<
  UseQueryOptions<TQueryFnData, Error, TData, ReadQueryKey>,
  | 'placeholderData'
  | 'select'
  | 'staleTime'
  | 'gcTime'
  | 'refetchInterval'
  | 'refetchIntervalInBackground'
  | 'refetchOnWindowFocus'
  | 'refetchOnReconnect'
  | 'refetchOnMount'
  | 'retry'
  | 'retryDelay'
  | 'throwOnError'
  | 'meta'
> & { enabled?: boolean };

/** A read's own options as `xQueryOptions(client, ...)` builds them: key, function, defaults. */
export interface ReadOptions<TQueryFnData> {
  queryKey: ReadQueryKey;
  queryFn?: QueryFunction<TQueryFnData, ReadQueryKey> | SkipToken;
  staleTime?: UseQueryOptions<TQueryFnData, Error, TQueryFnData, ReadQueryKey>['staleTime'];
}

/**
 * The caller's options over the read's own: the caller may override a default of the read (a
 * reference list's `staleTime`), never its key or query function.
 */
export function mergeReadOptions<TQueryFnData, TData>(
  read: ReadOptions<TQueryFnData>,
  options: ReadHookOptions<TQueryFnData, TData> = {},
): UseQueryOptions<TQueryFnData, Error, TData, ReadQueryKey> {
  return {
    ...read,
    ...options,
    queryKey: read.queryKey,
    queryFn: read.queryFn,
  };
}

/**
 * The template of every single read hook: `useQuery` of the read's options with the caller's
 * options (see {@link ReadHookOptions}) on top.
 *
 * ```ts
 * export function useActivity<TData = Activity | null>(
 *   id: number | null,
 *   options?: ReadHookOptions<Activity | null, TData>,
 * ) {
 *   return useReadQuery(activityQueryOptions(useApiClient(), id), options);
 * }
 * ```
 */
export function useReadQuery<TQueryFnData, TData = TQueryFnData>(
  read: ReadOptions<TQueryFnData>,
  options?: ReadHookOptions<TQueryFnData, TData>,
): UseQueryResult<TData, Error> {
  return useQuery(mergeReadOptions(read, options));
}

/** Several reads of one kind at once, each with the caller's options (results in order). */
export function useReadQueries<TQueryFnData, TData = TQueryFnData>(
  reads: readonly ReadOptions<TQueryFnData>[],
  options?: ReadHookOptions<TQueryFnData, TData>,
): UseQueryResult<TData, Error>[] {
  return useQueries({ queries: reads.map((read) => mergeReadOptions(read, options)) });
}
