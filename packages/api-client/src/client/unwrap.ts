import { ApiError } from './api-error';

/** What every openapi-fetch call resolves to (data on 2xx, error otherwise). */
export interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Resolves to the data of a 2xx answer; throws {@link ApiError} for anything else. */
export async function unwrap<D>(call: Promise<FetchResult<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as D;
}

/**
 * Resolves once the record is gone: on a 2xx, and on a 404, which says it was gone already. A
 * delete pressed again because the first one's answer was lost on the way back (a phone's
 * connection) finds it so, and is done, rather than telling the user 'Ikke funnet.' about what
 * they just deleted. Throws {@link ApiError} for anything else.
 */
export async function unwrapDeleted(call: Promise<FetchResult<unknown>>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok && response.status !== 404) throw new ApiError(response.status, error);
}
