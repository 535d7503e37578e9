import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error';
import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
} from './create-query-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('query defaults (seed 000 section 9)', () => {
  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('retries a server error 3 times, a 4xx never (408 and 429 excepted)', () => {
    const serverError = new ApiError(500, null);
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(404, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(400, {}))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, null))).toBe(true);
  });

  it('keeps unused cache for 5 minutes', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it('calls a failing query 4 times, 1 s, 2 s and 4 s apart', async () => {
    vi.useFakeTimers();
    const queryClient = createQueryClient();
    const calls: number[] = [];
    const start = Date.now();
    const result = queryClient
      .fetchQuery({
        queryKey: ['always-failing/'],
        queryFn: () => {
          calls.push(Date.now() - start);
          return Promise.reject(new ApiError(503, null));
        },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(calls).toEqual([0, 1000, 3000, 7000]);
    await expect(result).resolves.toMatchObject({ status: 503 });
  });

  it('lets a caller override a default', () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
