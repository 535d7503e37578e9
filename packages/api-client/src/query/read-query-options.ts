import { queryOptions } from '@tanstack/react-query';
import { hasNullParam, readQueryKey, type KnownParams, type ReadParams } from './read-query-key';

/** What a read resolves to: `T`, or `T | null` when a parameter may be null. */
export type ReadResult<P extends ReadParams, T> = null extends P[keyof P] ? T | null : T;

/**
 * Query options for a read under the seed's rule: the key from {@link readQueryKey}; when any
 * parameter is null the query function resolves to null at once and `fetcher` is never called.
 * There is no `enabled: false` on purpose: the query settles (status 'success', data null), so
 * screens need no second "disabled" state.
 */
export function readQueryOptions<P extends ReadParams, T>(
  path: string,
  params: P,
  fetcher: (params: KnownParams<P>, signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey: readQueryKey(path, params),
    queryFn: ({ signal }) =>
      (hasNullParam(params)
        ? Promise.resolve(null)
        : fetcher(params as KnownParams<P>, signal)) as Promise<ReadResult<P, T>>,
  });
}
