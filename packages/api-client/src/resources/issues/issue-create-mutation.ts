import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Issue } from './issue-list-query';
import { ISSUE_WRITE_INVALIDATES, issuePaths } from './keys';

export type IssueCreate = Schemas['IssueCreate'];

/** `POST issues/`. */
export function createIssue(client: ApiClient, body: IssueCreate): Promise<Issue> {
  return unwrap(client.POST(issuePaths.list, { body }));
}

/** 'Legg til issue': saves a new issue (state 1); the board is refetched. */
export function useCreateIssue(options: MutationHookOptions<Issue, IssueCreate> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: IssueCreate) => createIssue(client, body),
    ISSUE_WRITE_INVALIDATES,
    options,
  );
}
