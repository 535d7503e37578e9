import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * Whether every id of `ids` (distinct: the callers pass a Set's values) names a row of `table`.
 * The writes that link students or subjects (a package's students, a receiver's, a new teacher's
 * or student's subjects) check the ids a form sent with this one query before they link them;
 * each caller answers its own 400 message.
 */
export const allIdsExist = async (
  db: Pick<Database, 'select'>,
  table: PgTable & { id: PgColumn },
  ids: number[],
) => {
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return found.length === ids.length;
};

/**
 * Whether `id` names a row of `table`: a reference a form sent (a city, school, subject, teacher,
 * student or invoice receiver; each caller answers its own 400 message) or the row a path names.
 */
export const idExists = async (
  db: Pick<Database, 'select'>,
  table: PgTable & { id: PgColumn },
  id: number,
) => {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
};
