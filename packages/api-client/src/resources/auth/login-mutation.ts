import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import type { MutationHookOptions } from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];

/** `POST /user/login/` (seed 000 section 7). */
export function login(client: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  return unwrap(client.POST('/user/login/', { body }));
}

/**
 * Signs in. Every cached read belonged to whoever was signed in before, so the cache is emptied
 * before the caller's onSuccess (which keeps the result in the session store and navigates).
 */
export function useLogin(options: MutationHookOptions<LoginResponse, LoginRequest> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: LoginRequest) => login(client, body),
    onSuccess: async (data, variables, onMutateResult, context) => {
      queryClient.removeQueries();
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
