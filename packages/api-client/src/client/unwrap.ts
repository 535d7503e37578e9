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
