import { sql, type SQL } from 'drizzle-orm';
import { rowCounts } from './schema/index';

/** Tables whose number of rows migration 0010's triggers keep in `row_counts`. */
export type CountedTable = 'activities' | 'packages';

/**
 * The exact number of rows of a counted table, as a scalar subquery (one primary-key lookup):
 * what `(select count(*) from <table>)` answers, without reading every row.
 */
export const rowCountSql = (table: CountedTable): SQL =>
  sql`(select ${rowCounts.n} from ${rowCounts} where ${rowCounts.tableName} = ${sql.raw(`'${table}'`)})`;
