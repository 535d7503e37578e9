// @portal/domain/issue: its rules, exported by name.
export {
  ISSUE_STATES,
  ISSUE_STATE_MIN,
  ISSUE_STATE_MAX,
  NEW_ISSUE_STATE,
  issueStateLabel,
  canMoveIssue,
  moveIssueState,
} from './state';
export type { IssueState, IssueMove } from './state';
export {
  ISSUE_CATEGORIES,
  ISSUE_CATEGORY_FILTER_ALL,
  ISSUE_CATEGORY_FILTER_OPTIONS,
  ISSUE_PRIORITIES,
  issueCategoryLabel,
  issuePriorityLabel,
  issuePriorityColor,
} from './options';
export type { IssueCategory, IssuePriority, IssuePriorityColor } from './options';
