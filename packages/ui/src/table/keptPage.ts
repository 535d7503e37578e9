import { keepPreviousData } from '@tanstack/react-query';

/**
 * A table's read options: the page on screen stays while the next one (another page, a search,
 * an order, a filter) loads. Without it each of these flashed the table to its loading rows, and
 * a row opened in that moment was lost. For lists whose rows stay true while the next loads; not
 * where a row's action would take a choice that just changed (the salary's month, the invoices'
 * dates), so those two show their loading rows.
 */
export const KEEP_PAGE_WHILE_LOADING = { placeholderData: keepPreviousData };

/** Whether a table's rows are loading: the first page, or the next one behind the kept page. */
export function pageLoading(read: { isPending: boolean; isPlaceholderData: boolean }): boolean {
  return read.isPending || read.isPlaceholderData;
}
