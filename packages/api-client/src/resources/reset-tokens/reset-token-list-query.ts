import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { resetTokenPaths } from './keys';

/** A live password token: the user's e-mail, the key of the link, when it was created. */
export type ResetToken = Schemas['ResetToken'];

/** `GET user/reset-tokens/`: unused, unexpired tokens made by staff, newest first. */
export function resetTokenListQueryOptions(client: ApiClient) {
  return readQueryOptions(resetTokenPaths.list, {}, (_params, signal) =>
    unwrap(client.GET(resetTokenPaths.list, { signal })),
  );
}

/** The token table of 'Passord-tokens'. */
export function useResetTokens<TData = ResetToken[]>(
  options?: ReadHookOptions<ResetToken[], TData>,
) {
  return useReadQuery(resetTokenListQueryOptions(useApiClient()), options);
}
