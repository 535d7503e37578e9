import { readQueryKey } from '../../query/read-query-key';

/** The staff dashboard's analytics routes, relative to the base URL (seed 001 section 7). */
export const metabasePaths = {
  dashboards: '/metabase/metabase/',
  diagrams: '/metabase/diagram/',
} as const;

/**
 * The API signs each embed URL for 10 minutes. A read is fresh for 5, so a dashboard opened again
 * (or the other view toggled to) after that gets new URLs; a frame already open keeps its page.
 */
export const METABASE_STALE_TIME_MS = 5 * 60 * 1000;

/** Read keys of the analytics. */
export const metabaseKeys = {
  dashboards: () => readQueryKey(metabasePaths.dashboards),
  diagrams: () => readQueryKey(metabasePaths.diagrams),
} as const;

/** The two environment variables the API needs for Metabase (named by the screen when unset). */
export const METABASE_ENV_VARIABLES = ['METABASE_SITE_URL', 'METABASE_SECRET_KEY'] as const;
