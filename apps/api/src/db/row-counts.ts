import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { activities, invoiceReceivers, packages } from './schema/index';
import { rowCounts } from './schema/index';

/** Tables whose number of rows the triggers of migrations 0010 and 0017 keep in `row_counts`. */
export type CountedTable = 'activities' | 'packages' | 'invoice_receivers';

/**
 * The exact number of rows of a counted table, as a scalar subquery (one primary-key lookup):
 * what `(select count(*) from <table>)` answers, without reading every row.
 */
export const rowCountSql = (table: CountedTable): SQL =>
  sql`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = ${sql.raw(`'${table}'`)})`;

/**
 * A list's count subquery over a counted table: the rows matching `where`, or, with no condition
 * (the staff's unfiltered list), the number the triggers keep.
 */
export const countRowsSql = (
  table: typeof activities | typeof packages | typeof invoiceReceivers,
  where: SQL | undefined,
): SQL =>
  where
    ? sql`(select count(*) from ${table} where ${where})`
    : rowCountSql(getTableName(table) as CountedTable);
