import { useCallback, useMemo, useState } from 'react';
import {
  applyListChange,
  DEFAULT_PAGE_SIZE,
  initialListState,
  type ListState,
} from '@portal/domain/paging';

export interface UseTableQueryStateOptions {
  defaultPageSize?: number;
  /** DRF ordering to start from, e.g. '-created_at'. */
  defaultOrdering?: string;
  defaultFilters?: Readonly<Record<string, unknown>>;
}

export interface TableQueryState {
  state: ListState;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setOrdering: (ordering: string) => void;
  /** Sets one filter; `undefined` removes it. */
  setFilter: (name: string, value: unknown) => void;
  /** Back to the defaults. */
  reset: () => void;
}

/**
 * Page, page size, search, ordering and filters of a server-paged list. Any real change of search,
 * a filter, the ordering or the page size returns to page 0 (the domain's applyListChange rule).
 */
export function useTableQueryState({
  defaultPageSize = DEFAULT_PAGE_SIZE,
  defaultOrdering = '',
  defaultFilters = {},
}: UseTableQueryStateOptions = {}): TableQueryState {
  const [initial] = useState(() =>
    initialListState({
      pageSize: defaultPageSize,
      ordering: defaultOrdering,
      filters: defaultFilters,
    }),
  );
  const [state, setState] = useState<ListState>(initial);
  const change = useCallback(
    (patch: Partial<ListState>) => setState((s) => applyListChange(s, patch)),
    [],
  );

  // Setters stay the same functions across renders, so they are safe in effect dependencies.
  const actions = useMemo(
    () => ({
      setPage: (page: number) => change({ page }),
      setPageSize: (pageSize: number) => change({ pageSize }),
      setSearch: (search: string) => change({ search }),
      setOrdering: (ordering: string) => change({ ordering }),
      setFilter: (name: string, value: unknown) =>
        setState((s) => {
          const filters = { ...s.filters };
          if (value === undefined) delete filters[name];
          else filters[name] = value;
          return applyListChange(s, { filters });
        }),
      reset: () => setState(initial),
    }),
    [change, initial],
  );

  return useMemo(() => ({ state, ...actions }), [state, actions]);
}
