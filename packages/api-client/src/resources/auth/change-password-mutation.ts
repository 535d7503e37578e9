import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import type { MutationHookOptions } from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';

export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type ChangePasswordResponse = Schemas['Message'];

/** `PATCH /user/change-password/` with old_password and new_password. */
export function changePassword(
  client: ApiClient,
  body: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  return unwrap(client.PATCH('/user/change-password/', { body }));
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
