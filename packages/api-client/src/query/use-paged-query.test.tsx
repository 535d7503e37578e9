// @vitest-environment jsdom
import { keepPreviousData, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './create-query-client';
import { readQueryKey } from './read-query-key';
import { readQueryOptions } from './read-query-options';
import { usePagedQuery } from './use-paged-query';

type Params = { limit: number; offset: number; search?: string };

/** A list of `total` numbers served by limit and offset; every request is written down. */
function fakeList(total: number) {
  const requests: Params[] = [];
  const optionsFor = (params: Params) =>
    readQueryOptions('/things/', params, async (query) => {
      requests.push(query);
      const rows = Array.from({ length: total }, (_, i) => i);
      return { count: total, results: rows.slice(query.offset, query.offset + query.limit) };
    });
  return { requests, optionsFor };
}

function setup() {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** Lets pending effects and fetches run, so a request that would be made has been made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('usePagedQuery', () => {
  it('reads a page, then prefetches the next one when the count says there is one', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => usePagedQuery(optionsFor, { limit: 10, offset: 0, search: 'x' }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data?.results).toHaveLength(10));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      { limit: 10, offset: 0, search: 'x' },
      { limit: 10, offset: 10, search: 'x' },
    ]);
    expect(
      queryClient.getQueryData(readQueryKey('/things/', { limit: 10, offset: 10, search: 'x' })),
    ).toEqual({ count: 25, results: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] });
  });

  it('prefetches nothing past the last page', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { wrapper } = setup();
    const { result } = renderHook(() => usePagedQuery(optionsFor, { limit: 10, offset: 20 }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.data?.results).toEqual([20, 21, 22, 23, 24]));
    await settle();
    expect(requests).toEqual([{ limit: 10, offset: 20 }]);
  });

  it('prefetches nothing when one page holds everything, or the list is empty', async () => {
    for (const total of [10, 0]) {
      const { requests, optionsFor } = fakeList(total);
      const { wrapper } = setup();
      const { result } = renderHook(() => usePagedQuery(optionsFor, { limit: 10, offset: 0 }), {
        wrapper,
      });

      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      await settle();
      expect(requests).toEqual([{ limit: 10, offset: 0 }]);
    }
  });

  it('makes no request at all when disabled, not even with the page already cached', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => usePagedQuery(optionsFor, { limit: 10, offset: 0 }, { enabled: false }),
      { wrapper },
    );
    await settle();
    expect(result.current.isPending).toBe(true);
    expect(requests).toEqual([]);

    // The page in the cache from elsewhere: shown, but its count prefetches nothing.
    queryClient.setQueryData(readQueryKey('/things/', { limit: 10, offset: 0 }), {
      count: 25,
      results: [0],
    });
    await waitFor(() => expect(result.current.data?.count).toBe(25));
    await settle();
    expect(requests).toEqual([]);
  });

  it('prefetches the next page once enabled', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ enabled }) => usePagedQuery(optionsFor, { limit: 10, offset: 0 }, { enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    await settle();
    expect(requests).toEqual([]);

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ limit: 10, offset: 10 });
  });

  it('gives the selected value and still prefetches by the page count', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        usePagedQuery(
          optionsFor,
          { limit: 10, offset: 0 },
          { select: (page) => page.results.map((n) => `row ${n}`) },
        ),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data?.[0]).toBe('row 0'));
    const rows: string[] | undefined = result.current.data;
    expect(rows).toHaveLength(10);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ limit: 10, offset: 10 });
  });

  it('keeps the previous page while the next one loads with keepPreviousData', async () => {
    const { optionsFor } = fakeList(25);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ search }) =>
        usePagedQuery(
          optionsFor,
          { limit: 10, offset: 0, search },
          { placeholderData: keepPreviousData },
        ),
      { wrapper, initialProps: { search: 'a' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender({ search: 'b' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.results).toHaveLength(10);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
  });

  it('does not refire the prefetch when it renders again with equal parameters', async () => {
    const { requests, optionsFor } = fakeList(25);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      () => usePagedQuery(optionsFor, { limit: 10, offset: 0, search: 'x' }),
      { wrapper },
    );
    await waitFor(() => expect(requests).toHaveLength(2));

    rerender();
    rerender();
    await settle();
    expect(result.current.isSuccess).toBe(true);
    expect(requests).toHaveLength(2);
  });
});
