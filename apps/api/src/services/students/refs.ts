import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { jsonValue } from '../../db/json';
import { students, users } from '../../db/schema/index';

export type StudentRef = { id: number; full_name: string };

/**
 * The students a link table names for each outer row (an activity's, a package's), ordered by
 * name, as JSON in the same statement (no second round trip per page); PostgreSQL evaluates it
 * only for the rows the LIMIT lets through. `link` is the link table, `studentId` its student
 * column and `owner` the condition tying it to the outer row; `order` 'id' keeps the students in
 * the order they were registered instead.
 */
export const studentRefsJson = (
  link: PgTable,
  studentId: AnyPgColumn,
  owner: SQL | undefined,
  order: 'name' | 'id' = 'name',
) =>
  sql<StudentRef[]>`(
  select coalesce(json_agg(json_build_object('id', s.id, 'full_name', trim(u.first_name || ' ' || u.last_name))
    order by ${order === 'name' ? sql`u.first_name, u.last_name, s.id` : sql`s.id`}), '[]'::json)
  from ${link}
  join ${students} s on s.id = ${studentId}
  join ${users} u on u.id = s.user_id
  where ${owner})`.mapWith(jsonValue<StudentRef[]>);
