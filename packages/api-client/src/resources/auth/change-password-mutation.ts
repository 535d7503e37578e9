import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import type { MutationHookOptions } from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';

export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ChangePasswordResponse = Schemas['PasswordChanged'];

/**
 * `PATCH /user/change-password/` with old_password and new_password. The API signs every session
 * out and answers a new pair for this one, which replaces the stored tokens.
 */
export async function changePassword(
  client: ApiClient,
  body: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  const result = await unwrap(client.PATCH('/user/change-password/', { body }));
  client.tokenStore.setTokens({ access: result.access, refresh: result.refresh });
  return result;
}

/** Changes the signed-in user's password; changes no cached read. */
export function useChangePassword(
  options: MutationHookOptions<ChangePasswordResponse, ChangePasswordRequest> = {},
) {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationFn: (body: ChangePasswordRequest) => changePassword(client, body),
  });
}
