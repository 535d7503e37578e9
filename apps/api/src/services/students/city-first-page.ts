import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, students } from '../../db/schema/index';

/**
 * The first page of the staff's student overview ordered by city ('-city_name' descending): the
 * candidates are the first `limit` students with a city in the page's order, taken city by city
 * in name order, and the first `limit` without a city, each city's a range of students_city_idx
 * (the person's city, kept on the student by migration 0036); the page orders these. Sorting
 * every student joined to their person and city took 10 ms a page on the scale data
 * (docs/performance.md). A page at an offset chooses its keys as before (`keysFirst`).
 *
 * `where` is the list's filter on students (the policy, active or not); `limit` a value or a
 * list shape's placeholder.
 */
export const cityFirstPage = (
  db: Database,
  where: SQL | undefined,
  ordering: string,
  limit: number,
) => {
  const descending = ordering.startsWith('-');
  const direction = descending ? desc : asc;
  const firstOf = (city: SQL) =>
    db
      .select({ id: students.id })
      .from(students)
      .where(and(where, city))
      .orderBy(direction(students.id))
      .limit(limit);
  const dir = descending ? sql`desc` : sql`asc`;
  // The cities' first `limit` in the page's order (the lateral subquery's `cities` is the outer
  // row: it has none of its own), and those without a city: the page sorts these few.
  const chosen = sql`(select x.id from ${cities}
      cross join lateral ${firstOf(eq(students.cityId, cities.id))} x
      order by ${cities.cityName} ${dir}, x.id ${dir} limit ${limit})
    union all select y.id from ${firstOf(isNull(students.cityId))} y`;
  // As an array (an InitPlan) of at most two pages of ids, which the page reads by key.
  return sql`${students.id} = any(array(${chosen}))`;
};
