/** Pages are numbered from 0 (seed 000 §4, §9). */
export const FIRST_PAGE = 0;
/** Default page size of every paged list, the salary list included. */
export const DEFAULT_PAGE_SIZE = 10;
/** Page sizes offered by the page-size picker. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** 'Vis 10', 'Vis 25', 'Vis 50': the label of a page-size option. */
export function pageSizeLabel(size: number): string {
  return `Vis ${size}`;
}

/** Page-size options with their labels, for a select. */
export const PAGE_SIZE_SELECT_OPTIONS: ReadonlyArray<{ value: PageSize; label: string }> =
  PAGE_SIZE_OPTIONS.map((value) => ({ value, label: pageSizeLabel(value) }));

/** 'Viser 10 Resultater': the page-size summary label of seed 001 §9. */
export function pageSizeSummaryLabel(size: number): string {
  return `Viser ${size} Resultater`;
}

/** Number of pages: ceil(count / size); 0 for an empty list. */
export function totalPages(count: number, size: number): number {
  if (!(size > 0)) throw new RangeError(`Page size must be positive: ${size}`);
  return Math.max(0, Math.ceil(count / size));
}

/** The limit/offset offset of a 0-based page: page x size. */
export function pageOffset(page: number, size: number): number {
  return Math.max(0, page) * size;
}

/** Whether a page after `page` exists (the one to prefetch). */
export function hasNextPage(page: number, count: number, size: number): boolean {
  return page + 1 < totalPages(count, size);
}

/** Whether a page before `page` exists. */
export function hasPreviousPage(page: number): boolean {
  return page > FIRST_PAGE;
}

/** The state of a paged, searchable, filterable, sortable list. */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  /** ordering as sent to the API, e.g. '-created_at' */
  ordering: string;
  filters: Readonly<Record<string, unknown>>;
}

/** A list state at its defaults: first page, 10 rows, no search, no filters. */
export function initialListState(overrides: Partial<ListState> = {}): ListState {
  return {
    page: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
    search: '',
    ordering: '',
    filters: {},
    ...overrides,
  };
}

const sameFilters = (
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => Object.is(a[k], b[k]));
};

/**
 * The page-reset rule (seed 000 §4, seed 001 §4): applying a change to a list returns to page 0 when
 * the search, a filter, the ordering or the page size actually changes; a change of page alone keeps
 * the requested page. A change that sets a value to what it already was does not reset.
 */
export function applyListChange(state: ListState, change: Partial<ListState>): ListState {
  const next: ListState = { ...state, ...change };
  const resets =
    next.search !== state.search ||
    next.ordering !== state.ordering ||
    next.pageSize !== state.pageSize ||
    !sameFilters(next.filters, state.filters);
  return resets ? { ...next, page: FIRST_PAGE } : next;
}
