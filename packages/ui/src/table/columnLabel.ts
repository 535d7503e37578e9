import type { Column } from '@tanstack/react-table';
import './columnMeta';

/** The text users read for a column: meta.label, else a string header, else the column id. */
export function columnLabel<TData>(column: Column<TData, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}
