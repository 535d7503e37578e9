import type { RowData } from '@tanstack/react-table';

/** Breakpoints at which a column starts to show (sm 640, md 768, lg 1024 px; seed 000 §9). */
export type ColumnBreakpoint = 'sm' | 'md' | 'lg';

declare module '@tanstack/react-table' {
  // TanStack's declaration merging needs these exact type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** What users read for the column in the 'Vis kolonner' picker (and the header if none is given). */
    label?: string;
    /** Listed in the 'Vis kolonner' picker so users can hide and show it. */
    hideable?: boolean;
    /** Hidden below this breakpoint. */
    visibleFrom?: ColumnBreakpoint;
    /** The API field sent in `ordering`; a column without one cannot be sorted. */
    sortKey?: string;
  }
}
