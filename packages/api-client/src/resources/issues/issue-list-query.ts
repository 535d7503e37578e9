import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { issueListQuery, issuePaths, type IssueListParams } from './keys';

/** An issue card: title, description, details, category, priority, state, estimate, people. */
export type Issue = Schemas['Issue'];

/** `GET issues/` with the category as search: the whole board (unpaged). */
export function issueListQueryOptions(client: ApiClient, params: IssueListParams) {
  return readQueryOptions(issuePaths.list, issueListQuery(params), (query, signal) =>
    unwrap(client.GET(issuePaths.list, { params: { query }, signal })),
  );
}

/** The issues of 'Issues', filtered by category (null: Alle). */
export function useIssues<TData = Issue[]>(
  params: IssueListParams,
  options?: ReadHookOptions<Issue[], TData>,
) {
  return useReadQuery(issueListQueryOptions(useApiClient(), params), options);
}
