/** limit/offset paging as the API's list routes take it. */
export interface PageParams {
  limit: number;
  offset: number;
}

/**
 * The offset of the page after this one, or null when this page is the last (seed 000 section 4:
 * the next page is prefetched when there is one). Null is deliberate: a read with a null
 * parameter makes no request, so a list hook can always "prefetch" and get nothing for free.
 */
export function nextPageOffset(page: PageParams, count: number | undefined): number | null {
  if (count === undefined) return null;
  const next = page.offset + page.limit;
  return next < count ? next : null;
}
