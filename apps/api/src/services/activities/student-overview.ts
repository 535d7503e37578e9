import { toPayloadDate } from '@portal/domain/format';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonValue } from '../../db/json';
import { pageLimit } from '../../db/prepared';
import { listPage } from '../../http/list-page';
import type { TeacherViewer } from '../../auth/viewer';
import { activityStudents, students, teacherStudents, users } from '../../db/schema/index';
import { decimal, isoDateTime } from '../../http/numbers';
import { studentRemainingHoursSql } from '../packages/hours';
import { containsPattern, totalColumn } from '../../http/list-query';
import { personName } from '../users/person';

/** The teacher's lessons with one student, summed (numbers and timestamps as JSON gives them). */
type Stats = {
  activities: number;
  completed: number | string;
  planned: number | string;
  without_summary: number;
  last_start: string | null;
  next_start: string | null;
};

/**
 * GET activity/activity/student-overview/: per own student, the teacher's activities with them
 * (counts, completed and planned hours, last and next lesson) and the hours left in packages.
 */
export const studentOverview = async (
  db: Database,
  viewer: TeacherViewer,
  query: { limit: number; offset: number; search?: string },
  now: Date,
) => {
  const name = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
  const term = query.search?.trim();
  const { rows, count } = await listPage(db, {
    // A search is planned for its term.
    shape: term ? undefined : `student_overview_${query.limit}`,
    inputs: { viewer, now: now.toISOString(), today: toPayloadDate(now) },
    offset: query.offset,
    build: (input) => {
      const teacherId = input.viewer.teacherId;
      const where = and(
        eq(teacherStudents.teacherId, teacherId),
        term ? ilike(name, containsPattern(term)) : undefined,
      );
      // The teacher's students (matching the search), a scalar subquery of the page's
      // statement; the names are joined only for a search.
      const countSql = term
        ? sql`(select count(*) from ${teacherStudents}
            inner join ${students} on ${students.id} = ${teacherStudents.studentId}
            inner join ${users} on ${users.id} = ${students.userId} where ${where})`
        : sql`(select count(*) from ${teacherStudents} where ${where})`;
      const page = db
        .select({
          id: students.id,
          first: users.firstName,
          last: users.lastName,
          // One pass over the teacher's lessons with the student (six figures, one subquery,
          // run only for the page's rows): each figure as its own subquery read them six times.
          // The lesson's start, duration, teacher and summary date are activity_students'
          // copies (migration 0014), an index-only range of activity_students_student_start_idx.
          stats: sql<Stats>`(select json_build_object(
              'activities', count(*),
              'completed', coalesce(sum(a.duration) filter (where a.summary_date is not null), 0),
              'planned', coalesce(sum(a.duration) filter (where a.start_date_time > ${input.now}::timestamptz), 0),
              'without_summary', count(*) filter (where a.summary_date is null and a.start_date_time <= ${input.now}::timestamptz),
              'last_start', max(a.start_date_time) filter (where a.start_date_time <= ${input.now}::timestamptz),
              'next_start', min(a.start_date_time) filter (where a.start_date_time > ${input.now}::timestamptz))
            from ${activityStudents} a
            where a.student_id = ${students.id} and a.teacher_id = ${teacherId})`.mapWith(
            jsonValue<Stats>,
          ),
          remaining: studentRemainingHoursSql(input.today),
          total: totalColumn(countSql),
        })
        .from(teacherStudents)
        .innerJoin(students, eq(students.id, teacherStudents.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(where)
        .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id))
        .limit(pageLimit(query.limit))
        .$dynamic();
      return { page, countSql };
    },
  });
  return {
    count,
    results: rows.map(({ stats, ...r }) => ({
      id: r.id,
      full_name: personName(r.first, r.last),
      number_of_activities: Number(stats.activities),
      number_of_completed_hours: decimal(stats.completed),
      number_of_planned_hours: decimal(stats.planned),
      number_of_activities_without_summary: Number(stats.without_summary),
      number_of_hours_remaining_in_packages: decimal(r.remaining),
      last_activity_date: stats.last_start ? isoDateTime(stats.last_start) : null,
      next_activity_date: stats.next_start ? isoDateTime(stats.next_start) : null,
    })),
  };
};
