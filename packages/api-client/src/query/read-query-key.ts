/** A value a read can take as a path or query parameter; null means "not known yet". */
export type ReadParamValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export type ReadParams = Record<string, ReadParamValue>;

/** The parameters with null ruled out: what a fetcher receives once every value is known. */
export type KnownParams<P extends ReadParams> = { [K in keyof P]: Exclude<P[K], null> };

/**
 * The seed's read key: `[path]` or `[path, query]`. The path is relative to the base URL, has no
 * leading slash, a trailing slash, and its `{id}`-style placeholders replaced by their values.
 * Values not used in the path form the query object (undefined ones left out).
 */
export type ReadQueryKey = readonly [path: string] | readonly [path: string, query: ReadParams];

const PLACEHOLDER = /\{([^{}]+)\}/g;

/** `/activity/activity/{id}` -> `activity/activity/{id}/`. */
export function normalizeReadPath(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** True when any parameter is null: the seed's read rule then makes no request. */
export function hasNullParam(params: ReadParams): boolean {
  return Object.values(params).some((value) => value === null);
}

/**
 * The query key of a read, e.g.
 * `readQueryKey('/activity/activity/{id}/', { id: 12, search: 'x' })`
 * -> `['activity/activity/12/', { search: 'x' }]`.
 * A null path parameter keeps its placeholder (`activity/activity/{id}/`): every read that is
 * not yet possible shares one key, whose data is null.
 */
export function readQueryKey(path: string, params: ReadParams = {}): ReadQueryKey {
  const inPath = new Set<string>();
  const keyPath = normalizeReadPath(path).replace(PLACEHOLDER, (placeholder, name: string) => {
    inPath.add(name);
    const value = params[name];
    return value === null || value === undefined ? placeholder : encodeURIComponent(String(value));
  });
  const query = Object.fromEntries(
    Object.entries(params).filter(([name, value]) => !inPath.has(name) && value !== undefined),
  );
  return Object.keys(query).length === 0 ? [keyPath] : [keyPath, query];
}
