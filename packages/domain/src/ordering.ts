/** Direction of a DRF `ordering` value for one field: 'created_at' asc, '-created_at' desc. */
export type SortDirection = 'asc' | 'desc' | 'none';

/** The direction in which `ordering` sorts by `sortKey` ('none' when it sorts by another field). */
export function sortDirectionOf(ordering: string, sortKey: string): SortDirection {
  if (ordering === sortKey) return 'asc';
  if (ordering === `-${sortKey}`) return 'desc';
  return 'none';
}

/**
 * The ordering after a click on the header of `sortKey`: none -> ascending -> descending -> none.
 * A click on another column starts that column ascending.
 */
export function nextOrdering(ordering: string, sortKey: string): string {
  switch (sortDirectionOf(ordering, sortKey)) {
    case 'none':
      return sortKey;
    case 'asc':
      return `-${sortKey}`;
    case 'desc':
      return '';
  }
}
