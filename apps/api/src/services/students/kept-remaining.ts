import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { studentRemainingHours, students } from '../../db/schema/index';

/*
 * The student list ordered by hours left in packages, from the sums migration 0031 keeps in
 * student_remaining_hours for one day (docs/performance.md). They are read only while they hold
 * today (`kept_remaining.fresh`); otherwise each student's packages are summed, and the API then
 * computes the sums for today (`refreshKeptRemaining`). `today` is Oslo's day, a value or a list
 * shape's placeholder.
 */

/**
 * Joins each student's kept sum, and once whether the sums hold today: a one-row subquery, which
 * OFFSET 0 keeps the planner from pulling into every row.
 */
export const joinKeptRemaining = <Q extends PgSelect>(query: Q, today: string) =>
  query
    .leftJoin(studentRemainingHours, eq(studentRemainingHours.studentId, students.id))
    .crossJoin(
      sql`(select student_remaining_hours_hold(${today}) as fresh offset 0) kept_remaining`,
    );

/** Whether the joined sums hold (`joinKeptRemaining`). */
export const keptRemainingFresh = sql<boolean>`kept_remaining.fresh`;

/**
 * A student's hours left as the list orders by them: the kept sum where the sums hold, else the
 * student's packages summed by migration 0031's function of the same sum. (As a subquery, its
 * cost, counted for every student though it is not run, made the planner join every student to
 * their person before choosing the page.)
 */
export const keptRemainingOrder = (today: string) =>
  sql`(case when kept_remaining.fresh then coalesce(${studentRemainingHours.hours}, 0)
    else student_remaining_hours_of(${students.id}, ${today}) end)`;

/**
 * The condition that keeps a first page to its students, chosen by hours left alone: while the
 * sums hold, from one end of student_remaining_hours_hours_idx (every student has a row), else
 * by summing every student's packages. The page then joins people, cities and schools to its ten
 * students only. `where` is on `students` alone.
 */
export const keptRemainingFirstPage = (
  db: Database,
  today: string,
  where: SQL | undefined,
  ordering: string,
  limit: number,
) => {
  const direction = ordering.startsWith('-') ? desc : asc;
  const hold = sql<boolean>`(select student_remaining_hours_hold(${today}))`;
  const kept = db
    .select({ id: students.id, hours: sql<string>`${studentRemainingHours.hours}`.as('hours') })
    .from(studentRemainingHours)
    .innerJoin(students, eq(students.id, studentRemainingHours.studentId))
    .where(and(hold, where))
    .orderBy(direction(studentRemainingHours.hours), direction(studentRemainingHours.studentId))
    .limit(limit);
  const summed = sql<string>`student_remaining_hours_of(${students.id}, ${today})`;
  // The condition as a join: drizzle names a lone table's columns without the table.
  const fromPackages = db
    .select({ id: students.id, hours: summed.as('hours') })
    .from(students)
    .innerJoin(
      sql`(select ${hold} as fresh offset 0) kept_remaining`,
      sql`not kept_remaining.fresh`,
    )
    .where(where)
    .orderBy(direction(summed), direction(students.id))
    .limit(limit);
  const page = kept
    .unionAll(fromPackages)
    .orderBy(direction(sql`hours`), direction(sql`id`))
    .limit(limit)
    .as('first_page');
  return sql`${students.id} in (select ${page.id} from ${page})`;
};

/** The kept sums computed again for `today` (a no-op where another request just did). */
export const refreshKeptRemaining = (db: Database, today: string) =>
  db.execute(sql`select refresh_student_remaining_hours(${today})`);

/** The last day each database's sums were computed for by this process. */
const refreshedFor = new WeakMap<Database, string>();

/**
 * Computes the sums for `today` before a day's first page ordered by them, once per process and
 * day: the requests of a busy moment then wait for one refresh (65–90 ms on the scale data)
 * instead of each summing every student's packages (a p99 of 1.5 s at 50 connections). A change
 * that makes the sums stale during the day (a package type's hours) is caught by the page, which
 * then sums the packages itself and refreshes after (`listStudents`).
 */
export const keepRemainingForToday = async (db: Database, today: string) => {
  if (refreshedFor.get(db) === today) return;
  await refreshKeptRemaining(db, today);
  refreshedFor.set(db, today);
};
