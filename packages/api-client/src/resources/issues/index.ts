// @portal/api-client/issues: the issues resource's reads, writes and types.
export { issuePaths, issueKeys, issueListQuery, ISSUE_WRITE_INVALIDATES } from './keys';
export type { IssueListParams } from './keys';
export { issueListQueryOptions, useIssues } from './issue-list-query';
export type { Issue } from './issue-list-query';
export { createIssue, useCreateIssue } from './issue-create-mutation';
export type { IssueCreate } from './issue-create-mutation';
export { updateIssue, useUpdateIssue } from './issue-update-mutation';
export type { IssuePatch, IssueUpdateVariables } from './issue-update-mutation';
export { deleteIssue, useDeleteIssue } from './issue-delete-mutation';
