// @vitest-environment jsdom
import { queryOptions, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './create-query-client';
import { readQueryOptions } from './read-query-options';
import { useReadQueries, useReadQuery, type ReadHookOptions } from './use-read-query';

type Thing = { id: number; name: string };

/** A read of one thing by id (null: not known yet) with a default staleTime; calls are counted. */
function fakeRead() {
  const requested: number[] = [];
  const optionsFor = (id: number | null) =>
    queryOptions({
      ...readQueryOptions('/things/{id}/', { id }, async ({ id }) => {
        requested.push(id);
        return { id, name: `thing ${id}` } satisfies Thing;
      }),
      staleTime: 60_000,
    });
  return { requested, optionsFor };
}

function setup() {
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useReadQuery', () => {
  it('reads under the read key with the read defaults when the caller passes nothing', async () => {
    const { requested, optionsFor } = fakeRead();
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useReadQuery(optionsFor(3)), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ id: 3, name: 'thing 3' }));
    expect(requested).toEqual([3]);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['things/3/'] })
        ?.isStale(),
    ).toBe(false);
  });

  it('gives the selected value, typed', async () => {
    const { optionsFor } = fakeRead();
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useReadQuery(optionsFor(3), { select: (thing) => thing?.name.toUpperCase() }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data).toBe('THING 3'));
    const name: string | undefined = result.current.data;
    expect(name).toBe('THING 3');
  });

  it('makes no request with enabled: false', async () => {
    const { requested, optionsFor } = fakeRead();
    const { wrapper } = setup();
    const { result } = renderHook(() => useReadQuery(optionsFor(3), { enabled: false }), {
      wrapper,
    });

    await settle();
    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    expect(requested).toEqual([]);
  });

  it("lets the caller's freshness override the read's default", async () => {
    const { optionsFor } = fakeRead();
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useReadQuery(optionsFor(3), { staleTime: 0 }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['things/3/'] })
        ?.isStale(),
    ).toBe(true);
  });

  it('keeps its own key and query function whatever the caller passes', async () => {
    const { requested, optionsFor } = fakeRead();
    const { queryClient, wrapper } = setup();
    // Not allowed by the type; a caller that forces it still gets the read's key and function.
    const sneaky = {
      queryKey: ['elsewhere/'],
      queryFn: () => Promise.resolve({ id: 0, name: 'elsewhere' }),
    } as unknown as ReadHookOptions<Thing | null>;
    const { result } = renderHook(() => useReadQuery(optionsFor(3), sneaky), { wrapper });

    await waitFor(() => expect(result.current.data).toEqual({ id: 3, name: 'thing 3' }));
    expect(requested).toEqual([3]);
    expect(queryClient.getQueryData(['elsewhere/'])).toBeUndefined();
  });

  it('still follows the read rule: a null parameter settles with null and no request', async () => {
    const { requested, optionsFor } = fakeRead();
    const { wrapper } = setup();
    const { result } = renderHook(() => useReadQuery(optionsFor(null)), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(requested).toEqual([]);
  });
});

describe('useReadQueries', () => {
  it('reads each in order with the same caller options', async () => {
    const { requested, optionsFor } = fakeRead();
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useReadQueries([optionsFor(2), optionsFor(5)], { select: (thing) => thing?.name }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.map((q) => q.data)).toEqual(['thing 2', 'thing 5']));
    expect(requested.sort()).toEqual([2, 5]);
  });
});
