import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { invalidateReads } from './invalidate';

/** What a caller may pass to a mutation hook: everything but the mutation function. */
export type MutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/**
 * The template of every write hook: run the write, invalidate the reads it changes (path
 * prefixes, see {@link invalidateReads}), then call the caller's onSuccess, so the caller's
 * navigation or toast happens after the cache knows.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly string[],
  options: MutationHookOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await invalidateReads(queryClient, invalidates);
      await options.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
