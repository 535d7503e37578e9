import { hashKey, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { nextPageOffset, type PageParams } from './next-page';
import { useReadQuery, type ReadHookOptions, type ReadOptions } from './use-read-query';

/** A page as the API's paged lists answer: the total count (and the rows). */
export interface CountedPage {
  count: number;
}

/**
 * The template of every paged list hook: one page of `optionsFor(params)` with the caller's
 * options, and the next page (`offset + limit`) prefetched with `optionsFor` once this page's
 * `count` says there is one (seed 000 section 4). Nothing is prefetched past the last page, while
 * the page is disabled (`enabled: false`) or while it shows placeholder data.
 *
 * ```ts
 * export function useStudents<TData = StudentList>(
 *   params: StudentListParams,
 *   options?: ReadHookOptions<StudentList, TData>,
 * ) {
 *   const client = useApiClient();
 *   return usePagedQuery((page) => studentListQueryOptions(client, page), params, options);
 * }
 * ```
 */
export function usePagedQuery<P extends PageParams, TPage extends CountedPage, TData = TPage>(
  optionsFor: (params: P) => ReadOptions<TPage>,
  params: P,
  options?: ReadHookOptions<TPage, TData>,
): UseQueryResult<TData, Error> {
  const queryClient = useQueryClient();
  const read = optionsFor(params);
  const query = useReadQuery(read, options);

  // The count is read from the page as fetched, not from `data`, which a `select` may have
  // reshaped. Reading `dataUpdatedAt` subscribes to every fetch of the page, selected or not.
  const fetchedAt = query.dataUpdatedAt;
  const page =
    fetchedAt && !query.isPlaceholderData
      ? queryClient.getQueryData<TPage>(read.queryKey)
      : undefined;
  const enabled = options?.enabled ?? true;
  const next = enabled ? nextPageOffset(params, page?.count) : null;
  const nextRead = next === null ? null : optionsFor({ ...params, offset: next });
  // The next page's key as one comparable value: new params objects each render do not refire.
  const nextKey = nextRead ? hashKey(nextRead.queryKey) : null;

  const prefetchNext = () => {
    if (!nextRead) return;
    // The read's own options; a caller's freshness applies to the next page as to this one.
    const { staleTime, gcTime } = options ?? {};
    void queryClient.prefetchQuery({
      ...nextRead,
      ...(staleTime === undefined ? {} : { staleTime }),
      ...(gcTime === undefined ? {} : { gcTime }),
    });
  };
  // The latest render's prefetch, kept for the effect below (effects run in order), so the effect
  // fires when the next page's key changes and not on every render.
  const latestPrefetch = useRef(prefetchNext);
  useEffect(() => {
    latestPrefetch.current = prefetchNext;
  });
  useEffect(() => {
    if (nextKey !== null) latestPrefetch.current();
  }, [queryClient, nextKey]);

  return query;
}
