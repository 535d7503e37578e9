// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './create-query-client';
import { readQueryKey } from './read-query-key';
import { useInvalidatingMutation } from './use-invalidating-mutation';

function setup() {
  const queryClient = createQueryClient();
  const keys = {
    list: readQueryKey('/activity/activity/', { limit: 10, offset: 0 }),
    detail: readQueryKey('/activity/activity/{id}/', { id: 4 }),
    next: readQueryKey('/activity/activity/next/'),
    salary: readQueryKey('/salary/next-payment/'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, keys, wrapper };
}

describe('useInvalidatingMutation', () => {
  it('invalidates every read under the given path prefixes, then calls the caller onSuccess', async () => {
    const { queryClient, keys, wrapper } = setup();
    const order: string[] = [];
    const onSuccess = vi.fn(() => {
      order.push(queryClient.getQueryState(keys.detail)?.isInvalidated ? 'invalidated' : 'fresh');
    });
    const { result } = renderHook(
      () =>
        useInvalidatingMutation((id: number) => Promise.resolve({ id }), ['/activity/activity/'], {
          onSuccess,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(4));

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([keys.list, keys.detail, keys.next].map(invalidated)).toEqual([true, true, true]);
    expect(invalidated(keys.salary)).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith({ id: 4 }, 4, undefined, expect.anything());
    expect(order).toEqual(['invalidated']);
  });

  it('invalidates nothing when the write fails', async () => {
    const { queryClient, keys, wrapper } = setup();
    const { result } = renderHook(
      () => useInvalidatingMutation(() => Promise.reject(new Error('nei')), ['/activity/']),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));

    expect(queryClient.getQueryState(keys.list)?.isInvalidated).toBe(false);
  });
});
