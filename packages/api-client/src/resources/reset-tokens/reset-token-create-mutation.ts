import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { RESET_TOKEN_WRITE_INVALIDATES, resetTokenPaths } from './keys';
import type { ResetToken } from './reset-token-list-query';

export type ResetTokenCreate = Schemas['ResetTokenCreateRequest'];

/** `POST user/reset-tokens/`: 201 the token; an e-mail without an active user is 400 {email}. */
export function createResetToken(client: ApiClient, body: ResetTokenCreate): Promise<ResetToken> {
  return unwrap(client.POST(resetTokenPaths.list, { body }));
}

/** The create-token card: a token for a user's e-mail; the token list is refetched. */
export function useCreateResetToken(
  options: MutationHookOptions<ResetToken, ResetTokenCreate> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: ResetTokenCreate) => createResetToken(client, body),
    RESET_TOKEN_WRITE_INVALIDATES,
    options,
  );
}
