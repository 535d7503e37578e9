import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Issue } from './issue-list-query';
import { ISSUE_WRITE_INVALIDATES, issuePaths } from './keys';

export type IssuePatch = Schemas['IssuePatch'];
export type IssueUpdateVariables = { id: number; patch: IssuePatch };

/** `PATCH issues/{id}/`: changed fields, or the state alone. */
export function updateIssue(client: ApiClient, { id, patch }: IssueUpdateVariables) {
  return unwrap(client.PATCH(issuePaths.detail, { params: { path: { id } }, body: patch }));
}

/** Edit an issue or move its card; the board is refetched. */
export function useUpdateIssue(options: MutationHookOptions<Issue, IssueUpdateVariables> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: IssueUpdateVariables) => updateIssue(client, variables),
    ISSUE_WRITE_INVALIDATES,
    options,
  );
}
