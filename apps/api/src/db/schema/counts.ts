import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The number of rows of a large table, kept by statement triggers (migration 0010: insert, delete
 * and truncate of `activities` and `packages`), so the staff's unfiltered list totals are one
 * index lookup instead of a count of every row. Exact and transactional like count(*): a
 * statement's change is in the same transaction as its rows.
 */
export const rowCounts = pgTable('row_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
