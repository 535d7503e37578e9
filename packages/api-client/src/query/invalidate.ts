import type { QueryClient } from '@tanstack/react-query';
import { normalizeReadPath } from './read-query-key';

/**
 * Invalidates every read whose key path starts with one of `prefixes` (e.g. 'activity/activity/'
 * covers the list, next, overdue and every detail). Read keys are path strings, so TanStack's
 * element-wise prefix match cannot express this; a predicate can.
 */
export function invalidateReads(
  queryClient: QueryClient,
  prefixes: readonly string[],
): Promise<void> {
  const normalized = prefixes.map(normalizeReadPath);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [path] = queryKey;
      return typeof path === 'string' && normalized.some((prefix) => path.startsWith(prefix));
    },
  });
}
