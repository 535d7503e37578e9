/** Issue categories (seed 001 §3). */
export const ISSUE_CATEGORIES = [
  { value: 1, label: 'Utvikling' },
  { value: 2, label: 'Markedsføring' },
  { value: 3, label: 'Økonomi' },
] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number]['value'];

/** The category filter's "all" choice. Its value is null: no category is sent in the search. */
export const ISSUE_CATEGORY_FILTER_ALL = { value: null, label: 'Alle' } as const;

/** Category filter choices: Alle, Utvikling, Markedsføring, Økonomi. */
export const ISSUE_CATEGORY_FILTER_OPTIONS: ReadonlyArray<{
  value: IssueCategory | null;
  label: string;
}> = [ISSUE_CATEGORY_FILTER_ALL, ...ISSUE_CATEGORIES];

/** Issue priorities with the colour of their dot (seed 001 §2, §3), as Chakra palette names. */
export const ISSUE_PRIORITIES = [
  { value: 1, label: 'Lav', color: 'green' },
  { value: 2, label: 'Middels', color: 'yellow' },
  { value: 3, label: 'Høy', color: 'red' },
] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number]['value'];
export type IssuePriorityColor = (typeof ISSUE_PRIORITIES)[number]['color'];

/** The label of a category; an unknown value is shown as it is. */
export function issueCategoryLabel(category: number): string {
  return ISSUE_CATEGORIES.find((c) => c.value === category)?.label ?? String(category);
}

/** The label of a priority; an unknown value is shown as it is. */
export function issuePriorityLabel(priority: number): string {
  return ISSUE_PRIORITIES.find((p) => p.value === priority)?.label ?? String(priority);
}

/** The dot colour of a priority; gray for an unknown value. */
export function issuePriorityColor(priority: number): IssuePriorityColor | 'gray' {
  return ISSUE_PRIORITIES.find((p) => p.value === priority)?.color ?? 'gray';
}
