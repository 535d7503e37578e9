import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { planFence } from '../../db/plan-fence';
import {
  activities,
  activityStudents,
  studentLessonFigures,
  studentLessonsMoment,
  students,
} from '../../db/schema/index';

/*
 * The staff's student list ordered by days since the last lesson or by planned hours, from the
 * figures migration 0032 keeps in student_lesson_figures as of one moment (docs/api.md). At a later
 * instant `now` they still hold for every student without a lesson started since the moment; the
 * students of those lessons (a few an hour) are read as they are. `now` is an ISO instant, a value
 * or a list shape's placeholder.
 */

/** The moment the figures were kept for, once per statement. */
const momentSql = sql`(select ${studentLessonsMoment.moment} from ${studentLessonsMoment})`;

/**
 * The lessons started since the moment, up to `at`, from activities_start_idx: an array (an
 * InitPlan), which the planner takes for a few ids. Between two instants it does not know it
 * expected 1,500 lessons, and read all 300,000 lesson students into a hash to join them (35 ms).
 */
const startedSince = (at: SQL) =>
  sql`array(select ${activities.id} from ${activities}
    where ${activities.startDateTime} > ${momentSql} and ${activities.startDateTime} <= ${at})`;

/** The orderings a first page chooses from the kept figures, and the index order of each. */
const KEPT_ORDER = {
  // Days since ascending: the last day latest first, the students without a lesson last.
  days_since_last_activity: (dir: 'asc' | 'desc') =>
    dir === 'asc'
      ? [sql`${studentLessonFigures.lastDay} desc nulls last`, asc(studentLessonFigures.studentId)]
      : [
          sql`${studentLessonFigures.lastDay} asc nulls first`,
          desc(studentLessonFigures.studentId),
        ],
  number_of_planned_hours: (dir: 'asc' | 'desc') => {
    const direction = dir === 'asc' ? asc : desc;
    return [
      direction(studentLessonFigures.plannedHours),
      direction(studentLessonFigures.studentId),
    ];
  },
} as const;

export type KeptLessonsOrdering = keyof typeof KEPT_ORDER;

/** Whether a list ordering (without its '-') is one the kept figures can choose a page by. */
export const isKeptLessonsOrdering = (key: string): key is KeptLessonsOrdering =>
  Object.hasOwn(KEPT_ORDER, key);

/**
 * The condition that keeps a first page to its students. While the figures hold at `now`: the
 * first `limit` by the kept figures among the students without a lesson started since the moment
 * (for them the kept figures are still right at `now`), and every student with one; the page reads each
 * one's own figures and orders them. Otherwise (nothing kept, or kept for a later moment by
 * another process) every student ordered by `order`, the list's own expression. `where` is on
 * `students` alone.
 */
export const keptLessonsFirstPage = (
  db: Database,
  now: string,
  where: SQL | undefined,
  ordering: string,
  order: SQL,
  limit: number,
) => {
  const dir = ordering.startsWith('-') ? 'desc' : 'asc';
  const key = (dir === 'desc' ? ordering.slice(1) : ordering) as KeptLessonsOrdering;
  // Behind the planner fence: the instant sways the estimate of the lessons since the moment,
  // and the statement would be planned again on every request (2 ms of its 4).
  const at = planFence(now, 'timestamptz');
  const hold = keptLessonsHold(now);
  // A lesson of the student's started since the moment: one index range of (student, start).
  const startedSinceByStudent = sql`exists (select 1 from ${activityStudents} ast
    where ast.student_id = ${students.id} and ast.start_date_time > ${momentSql}
      and ast.start_date_time <= ${at})`;
  const kept = db
    .select({ id: students.id })
    .from(studentLessonFigures)
    .innerJoin(students, eq(students.id, studentLessonFigures.studentId))
    .where(and(hold, where, sql`not ${startedSinceByStudent}`))
    .orderBy(...KEPT_ORDER[key](dir))
    .limit(limit);
  // The students of the lessons started since the moment.
  const since = db
    .selectDistinct({ id: students.id })
    .from(activityStudents)
    .innerJoin(students, eq(students.id, activityStudents.studentId))
    .where(and(hold, where, sql`${activityStudents.activityId} = any(${startedSince(at)})`));
  const direction = dir === 'asc' ? asc : desc;
  // The condition as a join: drizzle names a lone table's columns without the table.
  const everyone = db
    .select({ id: students.id })
    .from(students)
    .innerJoin(sql`(select ${hold} as fresh offset 0) kept_lessons`, sql`not kept_lessons.fresh`)
    .where(where)
    .orderBy(direction(order), direction(students.id))
    .limit(limit);
  const chosen = kept.unionAll(since).unionAll(everyone).as('chosen');
  // As an array (an InitPlan), which the planner takes for a few ids: as a join, it expected the
  // lessons since the moment to bring 1,500 students, and read every student and person to join
  // them.
  return sql`${students.id} = any(array(select ${chosen.id} from ${chosen}))`;
};

/**
 * Joins each student's kept figures, the lessons they have started since the moment (their last
 * start and hours, grouped from activities_start_idx: a few students), and once whether the
 * figures hold at `now`: a one-row subquery, which OFFSET 0 keeps the planner from pulling into
 * every row. Then `keptLessonsOrder` is every student's figure at `now`, by which a later page
 * chooses its keys.
 */
export const joinKeptLessons = <Q extends PgSelect>(db: Database, query: Q, now: string) => {
  const at = planFence(now, 'timestamptz');
  const since = db
    .select({
      studentId: activityStudents.studentId,
      lastStart: sql<string>`max(${activityStudents.startDateTime})`.as('since_last_start'),
      hours: sql<string>`sum(${activityStudents.duration})`.as('since_hours'),
    })
    .from(activityStudents)
    .where(sql`${activityStudents.activityId} = any(${startedSince(at)})`)
    .groupBy(activityStudents.studentId)
    .as('lessons_since');
  return query
    .leftJoin(studentLessonFigures, eq(studentLessonFigures.studentId, students.id))
    .leftJoin(since, eq(since.studentId, students.id))
    .crossJoin(sql`(select student_lesson_figures_hold(${at}) as fresh offset 0) kept_lessons`);
};

/** Whether the kept figures hold at `now`, as a column of the page (`lessonsFresh`). */
export const keptLessonsHold = (now: string) =>
  sql<boolean>`(select student_lesson_figures_hold(${planFence(now, 'timestamptz')}))`;

/**
 * A student's figure at `now` as a list orders by it (`joinKeptLessons`): while the figures hold,
 * the kept one brought to `now` by the lessons since (the later of the two last days; the planned
 * hours less those started), else `read`, the list's own expression from the student's lessons.
 */
export const keptLessonsOrder = (key: KeptLessonsOrdering, today: string, read: SQL) =>
  key === 'days_since_last_activity'
    ? sql`(case when kept_lessons.fresh then ${today}::date - greatest(${studentLessonFigures.lastDay},
        (lessons_since.since_last_start at time zone 'Europe/Oslo')::date) else ${read} end)`
    : sql`(case when kept_lessons.fresh then ${studentLessonFigures.plannedHours}
        - coalesce(lessons_since.since_hours, 0) else ${read} end)`;

/** When this process last refreshed each database's figures. */
const refreshedAt = new WeakMap<Database, number>();
const HOUR = 3_600_000;

/**
 * The kept figures computed again as of `now` (a no-op where a refresh within the hour has), and
 * remembered as this process's last refresh. Also after a page that found nothing kept (emptied
 * tables, or the figures of another process for a later moment).
 */
export const refreshKeptLessons = async (db: Database, now: Date) => {
  await db.execute(sql`select refresh_student_lesson_figures(${now.toISOString()}::timestamptz)`);
  refreshedAt.set(db, now.getTime());
};

/**
 * Refreshes the figures before a page ordered by them when this process last did so an hour ago
 * or more (or never, or for a later moment): the pages in between add the lessons started since,
 * a few an hour. The requests of a busy moment wait for one refresh (about 30 ms on the scale
 * data) instead of each reading every student's lessons.
 */
export const keepLessonsFresh = async (db: Database, now: Date) => {
  const last = refreshedAt.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < HOUR) return;
  await refreshKeptLessons(db, now);
};
