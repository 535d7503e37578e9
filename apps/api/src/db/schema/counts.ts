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

/**
 * A version of data an answer is made of, raised by statement triggers in the writing
 * statement's own transaction (migration 0029): 'issues', by any write of `issues` and by a
 * change of a user's name (the board shows its developers' and authors' names). An answer kept
 * with the version it was made at is still the answer while the version holds (kept-answer.ts).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
