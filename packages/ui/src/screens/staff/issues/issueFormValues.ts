import type { Issue } from '@portal/api-client/issues';
import type { IssueCreateFormInput, IssueEditForm } from '@portal/domain/schemas';

/** What the issue form holds; the domain's create and edit schemas read it. */
export type IssueFormValues = IssueCreateFormInput;

/** A blank form for 'Ny issue' (state 1 is set by the schema). */
export function emptyIssueForm(): IssueFormValues {
  return {
    title: '',
    description: '',
    details: '',
    category: '',
    priority: '',
    estimate: Number.NaN,
    developer: null,
    state: 1,
  };
}

/** The form of an existing issue. */
export function issueFormOf(issue: Issue): IssueFormValues {
  return {
    title: issue.title,
    description: issue.description,
    details: issue.details,
    category: issue.category,
    priority: issue.priority,
    estimate: issue.estimate,
    developer: issue.developer,
    state: issue.state,
  };
}

/** The body the API takes: the schema's output with a null developer and details kept. */
export function issuePayload(form: IssueEditForm) {
  return {
    title: form.title,
    description: form.description,
    details: form.details,
    category: form.category,
    priority: form.priority,
    estimate: form.estimate,
    developer: form.developer,
    state: form.state,
  };
}
