import type { IssueCategory } from '@portal/domain/issue';
import { normalizeReadPath, readQueryKey } from '../../query/read-query-key';

/** The issue board's routes, relative to the base URL (seed 001 section 7). */
export const issuePaths = {
  list: '/issues/',
  detail: '/issues/{id}/',
} as const;

/** The board's category filter: null is 'Alle' (no search sent). */
export type IssueListParams = { category: IssueCategory | null };

/** The query the API takes: the category as `search`, none for 'Alle'. */
export function issueListQuery({ category }: IssueListParams) {
  return { search: category === null ? undefined : (String(category) as '1' | '2' | '3') };
}

/** Read keys of the issue board. */
export const issueKeys = {
  all: [normalizeReadPath(issuePaths.list)] as const,
  list: (params: IssueListParams) => readQueryKey(issuePaths.list, issueListQuery(params)),
} as const;

/** Every issue write refreshes the board (seed 001 §4), whatever filter it shows. */
export const ISSUE_WRITE_INVALIDATES = [issuePaths.list] as const;
