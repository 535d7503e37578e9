import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import type { MutationHookOptions } from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';

export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type PasswordResetResponse = Schemas['Message'];

/** `POST /user/password-reset/`: the same answer whether or not the e-mail has a user. */
export function requestPasswordReset(
  client: ApiClient,
  body: PasswordResetRequest,
): Promise<PasswordResetResponse> {
  return unwrap(client.POST('/user/password-reset/', { body }));
}

/** Asks for a reset link by e-mail; changes no cached read. */
export function useRequestPasswordReset(
  options: MutationHookOptions<PasswordResetResponse, PasswordResetRequest> = {},
) {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationFn: (body: PasswordResetRequest) => requestPasswordReset(client, body),
  });
}
