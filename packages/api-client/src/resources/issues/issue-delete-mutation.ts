import { unwrapDeleted } from '../../client/unwrap';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { ISSUE_WRITE_INVALIDATES, issuePaths } from './keys';

/** `DELETE issues/{id}/`. */
export async function deleteIssue(client: ApiClient, id: number): Promise<void> {
  await unwrapDeleted(client.DELETE(issuePaths.detail, { params: { path: { id } } }));
}

/** Delete an issue; the board is refetched. */
export function useDeleteIssue(options: MutationHookOptions<void, number> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => deleteIssue(client, id),
    ISSUE_WRITE_INVALIDATES,
    options,
  );
}
