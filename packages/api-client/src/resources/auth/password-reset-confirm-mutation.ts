import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import type { MutationHookOptions } from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';

export type PasswordResetConfirmRequest = Schemas['PasswordResetConfirmRequest'];
export type PasswordResetConfirmResponse = Schemas['Message'];

/**
 * `POST /user/password-reset/confirm/`. A weak password is a 400 whose `password` field lists
 * the reasons: `error.fieldMessages('password')`, shown line by line (seed 000 section 8).
 */
export function confirmPasswordReset(
  client: ApiClient,
  body: PasswordResetConfirmRequest,
): Promise<PasswordResetConfirmResponse> {
  return unwrap(client.POST('/user/password-reset/confirm/', { body }));
}

/** Sets a new password with a reset token; changes no cached read. */
export function useConfirmPasswordReset(
  options: MutationHookOptions<PasswordResetConfirmResponse, PasswordResetConfirmRequest> = {},
) {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationFn: (body: PasswordResetConfirmRequest) => confirmPasswordReset(client, body),
  });
}
