import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from '../client/api-error';

/** Seed 000 section 9: 3 retries. */
export const QUERY_RETRY_COUNT = 3;
/** Seed 000 section 9: unused cache kept 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Seed 000 section 9: the delay doubles from 1 s up to 30 s (attempt 0 is the first retry). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Retry up to 3 times, but not a 4xx answer: the same request would get the same refusal
 * (a 401 has already had its refresh-and-retry in the client). 408 and 429 are the exceptions,
 * because waiting can change their answer.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < QUERY_RETRY_COUNT;
}

/**
 * A QueryClient with the seed's defaults. Mutations keep TanStack's default of no retry: a
 * write is not repeated behind the user's back. Make one per app (and one per story or test).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        ...config.defaultOptions?.queries,
      },
    },
  });
}
