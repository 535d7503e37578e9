import { activityDisplayStatus, type ActivityStatusFilter } from '@portal/domain/activity';
import { locationLabel } from '@portal/domain/reference';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countRowsSql, rowCountSql } from '../../db/row-counts';
import { pageLimit, preparedShape } from '../../db/prepared';
import { listPage } from '../../http/list-page';
import {
  activities,
  activityCategories,
  activityStudents,
  locations,
  students,
  subjects,
  teachers,
  users,
} from '../../db/schema/index';
import type { Activity } from '../../contract/activities';
import type { Viewer } from '../../auth/viewer';
import { activityPolicy } from '../../policies/activities';
import { present } from '../../policies/policy';
import { decimal, isoDateTime } from '../../http/numbers';
import { containsPattern, orderingBy, orderingField, totalColumn } from '../../http/list-query';
import { studentRefsJson } from '../students/refs';
import { personName } from '../users/person';
import { notFound } from '../../http/errors';
import { planFence } from '../../db/plan-fence';

export const activityColumns = {
  id: activities.id,
  teacherId: activities.teacherId,
  activityCategoryId: activities.activityCategoryId,
  categoryName: activityCategories.name,
  subjectId: activities.subjectId,
  subjectName: subjects.subjectName,
  teacherFirst: users.firstName,
  teacherLast: users.lastName,
  startDateTime: activities.startDateTime,
  duration: activities.duration,
  travelTime: activities.travelTime,
  activityLocation: activities.activityLocation,
  locationName: locations.name,
  activityPlan: activities.activityPlan,
  summaryTeacher: activities.summaryTeacher,
  summaryStudent: activities.summaryStudent,
  homework: activities.homework,
  summaryDate: activities.summaryDate,
  baseSalary: activities.baseSalary,
  travelSalary: activities.travelSalary,
  incentiveBonus: activities.incentiveBonus,
  specialBonus: activities.specialBonus,
  paidDate: activities.paidDate,
};

/** The students of each activity row, by name. */
const studentsJson = studentRefsJson(
  activityStudents,
  activityStudents.studentId,
  eq(activityStudents.activityId, activities.id),
);

/**
 * The joined select every activity read uses. `total` counts the rows matching a list's filter
 * over all pages, as a scalar subquery of the same statement: an index-only count, where a
 * `count(*) over()` would read every matching row of the table to count them.
 */
export const selectActivities = (db: Database, total: SQL = sql`0`) =>
  db
    .select({
      ...activityColumns,
      students: studentsJson,
      total: totalColumn(total),
    })
    .from(activities)
    .innerJoin(activityCategories, eq(activityCategories.id, activities.activityCategoryId))
    .innerJoin(subjects, eq(subjects.id, activities.subjectId))
    .innerJoin(locations, eq(locations.code, activities.activityLocation))
    .innerJoin(teachers, eq(teachers.id, activities.teacherId))
    .innerJoin(users, eq(users.id, teachers.userId));

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

export const toActivity = (
  row: ActivityRow,
  studentList: { id: number; full_name: string }[],
  now: Date,
): Activity => {
  const start = isoDateTime(row.startDateTime);
  return {
    id: row.id,
    activity_category: row.activityCategoryId,
    activity_category_name: row.categoryName,
    students: studentList,
    subject: row.subjectId,
    subject_details: row.subjectName,
    teacher: row.teacherId,
    teacher_name: personName(row.teacherFirst, row.teacherLast),
    start_date_time: start,
    duration: decimal(row.duration),
    travel_time: row.travelTime,
    activity_location: row.activityLocation as Activity['activity_location'],
    activity_location_name: row.locationName || locationLabel(row.activityLocation),
    activity_plan: row.activityPlan,
    summary_teacher: row.summaryTeacher,
    summary_student: row.summaryStudent,
    homework: row.homework,
    summary_date: row.summaryDate,
    base_salary: decimal(row.baseSalary),
    travel_salary: decimal(row.travelSalary),
    incentive_bonus: decimal(row.incentiveBonus),
    special_bonus: decimal(row.specialBonus),
    paid_date: row.paidDate,
    status: activityDisplayStatus({ start_date_time: start, summary_date: row.summaryDate }, now),
  };
};

const withStudents = async (_db: Database, rows: ActivityRow[], now: Date) =>
  rows.map((r) => toActivity(r, r.students, now));

/**
 * The lessons a staff member's or customer's search term finds: by subject name, plan, or the name
 * of one of the lesson's students (tested for each lesson). A teacher's: `teacherSearchMatches`.
 */
const searchMatches = (pattern: string | SQL) =>
  or(
    sql`${activities.subjectId} in (select sub.id from ${subjects} sub where sub.subject_name ilike ${pattern})`,
    ilike(activities.activityPlan, pattern),
    sql`exists (
      select 1 from ${activityStudents}
      join ${students} on ${students.id} = ${activityStudents.studentId}
      join ${users} su on su.id = ${students.userId}
      where ${activityStudents.activityId} = ${activities.id}
        and (su.first_name || ' ' || su.last_name) ilike ${pattern})`,
  );

/**
 * A teacher's lessons a search finds: the subject's name, the plan, or the name of one of the
 * lesson's students. The matching subjects and the teacher's matching students are worked out
 * once, as id arrays in scalar subqueries that run before the lessons are read (InitPlans, which
 * the planner does not look into, like `planFence`); the teacher's students are those of their
 * own lessons, an index-only range of activity_students (teacher_id, student_id, activity_id).
 * So the statement is one shape whatever the term matches, keeps its generic plan, and starts
 * from the teacher's lessons: one round trip, no planning per request.
 */
const teacherSearchMatches = (pattern: string, teacherId: number) => {
  const text = planFence(pattern, 'text');
  const subjectIds = sql`(select coalesce(array_agg(sub.id), '{}') from ${subjects} sub
    where sub.subject_name ilike ${text})::int[]`;
  // The teacher's students first, then each one's name (a subquery per student, which the
  // planner cannot turn into a scan of every name the pattern matches): about 15 index probes
  // whatever the term.
  const studentIds = sql`(select coalesce(array_agg(mine.student_id), '{}')
    from (select distinct t.student_id from ${activityStudents} t
      where t.teacher_id = ${teacherId}) mine
    where (select su.first_name || ' ' || su.last_name from ${students} s
      join ${users} su on su.id = s.user_id where s.id = mine.student_id) ilike ${text})::int[]`;
  return or(
    sql`${activities.subjectId} = any(${subjectIds})`,
    ilike(activities.activityPlan, text),
    sql`${activities.id} in (
      select ast.activity_id from ${activityStudents} ast
      where ast.teacher_id = ${teacherId} and ast.student_id = any(${studentIds}))`,
  );
};

export const ACTIVITY_ORDERING = [
  'start_date_time',
  'duration',
  'subject_details',
  'base_salary',
  'travel_salary',
  'id',
] as const;

const orderColumns = {
  start_date_time: activities.startDateTime,
  duration: activities.duration,
  subject_details: subjects.subjectName,
  base_salary: activities.baseSalary,
  travel_salary: activities.travelSalary,
  id: activities.id,
} as const;

/** Rows whose display status ('Fullført', 'Planlagt', 'Mangler oppsummering') is the one asked for. */
const statusIs = (status: ActivityStatusFilter, now: string): SQL | undefined =>
  ({
    completed: isNotNull(activities.summaryDate),
    planned: and(
      isNull(activities.summaryDate),
      sql`${activities.startDateTime} > ${now}::timestamptz`,
    ),
    missing_summary: and(
      isNull(activities.summaryDate),
      sql`${activities.startDateTime} <= ${now}::timestamptz`,
    ),
  })[status];

/** Whether an ordering sorts on the lesson's own columns (not on the subject's name). */
const sortsOnLesson = (ordering: string) =>
  orderingField<AnyColumn>(ordering, orderColumns, activities.startDateTime).table === activities;

/**
 * The lessons of a first page chosen on `activities` alone, before the page's joins. A customer's
 * lessons are a set of ids (their students' lessons), in no index's order: joined first, every one
 * of them met the teacher, subject, category and place before the sort kept ten (0.58 against
 * 0.44 ms for a payer's 39 lessons in plans.txt; it grew with the family's history). Inside the
 * subquery `activities` is the subquery's own table, so `where` and `order` apply to it; they
 * must name no other table of the page's joins (which would be the outer row's), hence
 * `sortsOnLesson`. A later page chooses its lessons first too (`keysFirst`), in any order.
 */
const firstPageIds = (where: SQL | undefined, order: SQL[], limit: number) =>
  sql`${activities.id} in (select ${activities.id} from ${activities} where ${where ?? sql`true`}
    order by ${sql.join(order, sql`, `)} limit ${pageLimit(limit)})`;

/**
 * The staff's lessons by subject name, then id, chosen one subject at a time: the subjects (a few
 * dozen), each one's lessons in id order from activities_subject_order_idx, rather than every
 * lesson of the company joined to its subject and sorted by the name (0.35–0.5 s at 300,000
 * lessons). A first page takes each subject's first `limit` lessons and sorts those (about 200
 * rows). A later page keeps the subjects in name order instead, which PostgreSQL keeps apart from
 * the lessons' subquery (both have an order of their own), so it sorts by id only within the
 * subjects it reaches (an incremental sort) rather than taking offset + limit from every subject.
 * For a list that keeps most lessons: a filter that finds few would walk every subject's lessons
 * to find them, where the join sorts the few.
 */
const lessonsBySubject = (
  db: Database,
  where: SQL | undefined,
  descending: boolean,
  limit: number,
  later: boolean,
) => {
  const direction = descending ? desc : asc;
  const subjectsInOrder = db
    .select({ id: subjects.id, name: subjects.subjectName })
    .from(subjects)
    .$dynamic();
  const subjectOrder = (
    later ? subjectsInOrder.orderBy(direction(subjects.subjectName)) : subjectsInOrder
  ).as('subject_order');
  const subjectLessons = db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.subjectId, subjectOrder.id), where))
    .orderBy(direction(activities.id))
    .$dynamic();
  const lessons = (later ? subjectLessons : subjectLessons.limit(pageLimit(limit))).as(
    'subject_lessons',
  );
  return db
    .select({ id: lessons.id })
    .from(subjectOrder)
    .crossJoinLateral(lessons)
    .orderBy(direction(subjectOrder.name), direction(lessons.id))
    .limit(pageLimit(limit))
    .$dynamic();
};

export const listActivities = async (
  db: Database,
  viewer: Viewer,
  query: {
    limit: number;
    offset: number;
    search?: string;
    ordering?: string;
    status?: ActivityStatusFilter;
  },
  now: Date,
) => {
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : undefined;
  const ordering = query.ordering ?? '-start_date_time';
  const { rows, count } = await listPage(db, {
    // A staff member's search runs over every lesson and is planned for its term. A teacher's
    // and a customer's start from their own lessons whatever the term matches, so one plan
    // serves every term: the pattern goes behind the planner fence (9 ms of planning a request
    // for a customer's search before).
    shape:
      pattern && viewer.kind === 'staff'
        ? undefined
        : `activity_list_${ordering}_${query.status ?? 'all'}_${query.limit}`,
    inputs: {
      viewer,
      pattern,
      now: query.status ? now.toISOString() : undefined,
    },
    offset: query.offset,
    build: (input, { later, keysFirst }) => {
      // A teacher's search with the teacher behind the planner fence too: the custom plans, which
      // saw the teacher's id, and the generic plan were estimated within PostgreSQL's margin of
      // each other, and in some runs every search was planned again (0.95 ms; docs/performance.md).
      // Not every viewer id (listPage's viewerShape): where an id is tested on every row, as in the
      // teacher's student list, the fence cost 5–10 % of the statement, and no other plan flipped.
      const viewer =
        input.viewer.kind === 'teacher' && input.pattern
          ? {
              ...input.viewer,
              teacherId: planFence(input.viewer.teacherId, 'int') as unknown as number,
            }
          : input.viewer;
      const search = (p: string) =>
        viewer.kind === 'teacher'
          ? teacherSearchMatches(p, viewer.teacherId)
          : searchMatches(viewer.kind === 'customer' ? planFence(p, 'text') : p);
      const where = and(
        activityPolicy.visible(viewer),
        query.status && input.now ? statusIs(query.status, input.now) : undefined,
        input.pattern ? search(input.pattern) : undefined,
      );
      // A teacher's count is an index-only scan of activities_teacher_start_idx; every lesson
      // (the staff's unfiltered list) is the row number the triggers keep. The staff's completed
      // lessons are nearly all of them: every lesson less those without a summary, both kept by
      // triggers (counted one by one, 85 ms at 300,000; the 17,000 without a summary, 1.2 ms).
      const countSql =
        viewer.kind === 'staff' && query.status === 'completed' && !input.pattern
          ? sql`(${rowCountSql('activities')} - ${rowCountSql('activities_unsummarised')})`
          : countRowsSql(activities, where);
      const order = orderingBy(ordering, orderColumns, activities.startDateTime, activities.id);
      // The staff's every lesson, or the completed ones, by subject: one subject at a time, on
      // every page.
      const walksSubjects =
        !sortsOnLesson(ordering) &&
        viewer.kind === 'staff' &&
        !input.pattern &&
        (query.status === undefined || query.status === 'completed');
      // The page's keys: by subject as above; otherwise, on a later page, the lessons alone, or
      // with their subject to order by its name.
      const lessons = db.select({ id: activities.id }).from(activities).$dynamic();
      const keys = walksSubjects
        ? lessonsBySubject(db, where, ordering.startsWith('-'), query.limit, later)
        : (sortsOnLesson(ordering)
            ? lessons
            : lessons.innerJoin(subjects, eq(subjects.id, activities.subjectId))
          )
            .where(where)
            .orderBy(...order)
            .limit(pageLimit(query.limit));
      const page = selectActivities(db, countSql)
        .where(
          input.viewer.kind === 'customer' && !later && sortsOnLesson(ordering)
            ? firstPageIds(where, order, query.limit)
            : walksSubjects && !later
              ? sql`${activities.id} in (${keys})`
              : and(where, keysFirst(activities.id, keys)),
        )
        .orderBy(...order)
        .limit(pageLimit(query.limit))
        .$dynamic();
      return { page, countSql };
    },
  });
  const results = await withStudents(db, rows, now);
  return { count, results: results.map((a) => present(activityPolicy, viewer, a)) };
};

export const getActivity = async (db: Database, viewer: Viewer, id: number, now: Date) => {
  const [row] = await selectActivities(db).where(
    and(eq(activities.id, id), activityPolicy.visible(viewer)),
  );
  if (!row) throw notFound();
  const [activity] = await withStudents(db, [row], now);
  return present(activityPolicy, viewer, activity as Activity);
};

/** The teacher's next activity (start after now), or null. */
export const nextActivity = async (db: Database, teacherId: number, now: Date) => {
  const next = preparedShape(db, 'next_activity', (name) =>
    selectActivities(db)
      .where(
        and(
          eq(activities.teacherId, sql.placeholder('teacher')),
          gt(activities.startDateTime, sql.placeholder('now')),
        ),
      )
      .orderBy(asc(activities.startDateTime), asc(activities.id))
      .limit(pageLimit(1))
      .prepare(name),
  );
  const [row] = await next.execute({ teacher: teacherId, now: now.toISOString() });
  if (!row) return null;
  const [a] = await withStudents(db, [row], now);
  if (!a) return null;
  return {
    id: a.id,
    start_date_time: a.start_date_time,
    duration: a.duration,
    subject_details: a.subject_details,
    teacher_name: a.teacher_name,
    students: a.students,
    activity_location: a.activity_location,
    activity_location_name: a.activity_location_name,
    activity_plan: a.activity_plan,
    base_salary: a.base_salary,
    travel_salary: a.travel_salary,
    travel_time: a.travel_time,
  };
};

/** Own activities that started before now and still lack a summary ('Mangler oppsummering'). */
export const overdueCount = async (db: Database, teacherId: number, now: Date) => {
  const overdue = preparedShape(db, 'overdue_count', (name) =>
    db
      .select({ n: count() })
      .from(activities)
      .where(
        and(
          eq(activities.teacherId, sql.placeholder('teacher')),
          lt(activities.startDateTime, sql.placeholder('now')),
          isNull(activities.summaryDate),
        ),
      )
      .prepare(name),
  );
  const [row] = await overdue.execute({ teacher: teacherId, now: now.toISOString() });
  return { count: row?.n ?? 0 };
};
