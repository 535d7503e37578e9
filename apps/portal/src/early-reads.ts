import type { Query, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';

/**
 * The reads index.html started before any script had loaded (`EARLY_READS` in vite.config.ts):
 * with a stored session on a page that has them, the inline script fetches them with the stored
 * access token and leaves them here. Each answers the API client's first GET of the same URL with
 * the same Authorization header, when it is a 2xx; otherwise (refused, failed, another token) that
 * request goes to the network as it would have, so a 401 still gets its refresh and retry.
 */
interface EarlyRead {
  url: string;
  authorization: string;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    __portalEarlyReads?: EarlyRead[];
  }
}

const earlyReads = new Map<string, EarlyRead>(
  (window.__portalEarlyReads ?? []).map((read) => [read.url, read]),
);
delete window.__portalEarlyReads;

/** The API client's fetch: an early read's answer for its first matching GET, else the network. */
export function fetchWithEarlyReads(request: Request): Promise<Response> {
  const early = request.method === 'GET' ? earlyReads.get(request.url) : undefined;
  if (!early || early.authorization !== request.headers.get('Authorization')) {
    return globalThis.fetch(request);
  }
  earlyReads.delete(request.url);
  return early.response.then((response) => (response?.ok ? response : globalThis.fetch(request)));
}

/** A read as the api-client's `xQueryOptions(client, ...)` builds it. */
interface Read {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/** The query hash of each read put into the cache by `seedFromEarlyReads`, with its data's time. */
const seeded = new Map<string, number>();
let seedDone = earlyReads.size === 0;

/**
 * The loader of a page with early reads, on the first load only: runs `reads` (through the API
 * client, so they take the early answers) and puts what succeeds into the cache, so the page's
 * first render has its data. A read that fails is left out; the page's own hook asks again, as
 * it always did. Later navigations (and a load without early reads) do not wait for anything.
 */
export async function seedFromEarlyReads(
  queryClient: QueryClient,
  reads: readonly Read[],
): Promise<null> {
  if (seedDone) return null;
  seedDone = true;
  const cache = queryClient.getQueryCache();
  await Promise.all(
    reads.map(async ({ queryKey, queryFn }) => {
      if (typeof queryFn !== 'function') return;
      try {
        const context = { queryKey, signal: new AbortController().signal, meta: undefined };
        const data: unknown = await (queryFn as (c: QueryFunctionContext) => unknown)(
          context as QueryFunctionContext,
        );
        queryClient.setQueryData(queryKey, data);
        const query = cache.find({ queryKey, exact: true });
        if (query) seeded.set(query.queryHash, query.state.dataUpdatedAt);
      } catch {
        // Not seeded: the page's hook fetches it on mount.
      }
    }),
  );
  // An early read no read asked for is dropped; later requests go to the network.
  earlyReads.clear();
  if (seeded.size > 0) {
    const unsubscribe = cache.subscribe((event) => {
      // Once an observer of a seeded query goes away (the page unmounted), it is ordinary data.
      if (event.type === 'observerRemoved') seeded.delete(event.query.queryHash);
      if (seeded.size === 0) unsubscribe();
    });
  }
  return null;
}

/**
 * The portal's `refetchOnMount`: TanStack's default (refetch stale data on mount), except for data
 * `seedFromEarlyReads` has just fetched for the page that is mounting, which is not fetched twice.
 */
export function refetchOnMountUnlessSeeded(query: Query): boolean {
  return seeded.get(query.queryHash) !== query.state.dataUpdatedAt;
}
