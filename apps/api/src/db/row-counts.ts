import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { activities, invoiceReceivers, packages } from './schema/index';
import { rowCounts } from './schema/index';

/**
 * What the triggers of migrations 0010, 0017, 0019, 0025 and 0035 count in `row_counts`: the rows
 * of these tables, the active students and teachers, and the lessons without a summary.
 */
export type CountedTable =
  | 'activities'
  | 'activities_unsummarised'
  | 'packages'
  | 'invoice_receivers'
  | 'students'
  | 'students_active'
  | 'teachers'
  | 'teachers_active';

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

/**
 * The number of students or teachers, all (`active` undefined) or those whose is_active is
 * `active` (a value or a placeholder), from the counts the triggers of migrations 0019 and 0025
 * keep: the staff's unsearched student and teacher overviews' totals without counting every row.
 */
export const peopleCountSql = (
  table: 'students' | 'teachers',
  active: boolean | SQL | undefined,
): SQL =>
  active === undefined
    ? rowCountSql(table)
    : sql`(case when ${active}::boolean then ${rowCountSql(`${table}_active`)}
        else ${rowCountSql(table)} - ${rowCountSql(`${table}_active`)} end)`;
