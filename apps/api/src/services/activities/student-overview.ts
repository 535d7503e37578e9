import { toPayloadDate } from '@portal/domain/format';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonValue } from '../../db/json';
import { executeNamed, pageLimit } from '../../db/prepared';
import { activityStudents, students, teacherStudents, users } from '../../db/schema/index';
import { decimal, isoDateTime } from '../../http/numbers';
import { studentRemainingHoursSql } from '../packages/hours';
import { containsPattern } from '../../http/list-query';
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
  teacherId: number,
  query: { limit: number; offset: number; search?: string },
  now: Date,
) => {
  const name = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;
  const searching = Boolean(query.search?.trim());
  const where = and(
    eq(teacherStudents.teacherId, teacherId),
    query.search?.trim() ? ilike(name, containsPattern(query.search.trim())) : undefined,
  );
  const nowIso = now.toISOString();
  const [total] = await executeNamed(
    db
      .select({ n: count() })
      .from(teacherStudents)
      .innerJoin(students, eq(students.id, teacherStudents.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(where),
    searching ? undefined : 'student_overview_count',
  );
  const page = db
    .select({
      id: students.id,
      first: users.firstName,
      last: users.lastName,
      // One pass over the teacher's lessons with the student (six figures, one subquery, run
      // only for the page's rows): each figure as its own subquery read them six times. The
      // lesson's start, duration, teacher and summary date are activity_students' copies
      // (migration 0014), an index-only range of activity_students_student_start_idx.
      stats: sql<Stats>`(select json_build_object(
          'activities', count(*),
          'completed', coalesce(sum(a.duration) filter (where a.summary_date is not null), 0),
          'planned', coalesce(sum(a.duration) filter (where a.start_date_time > ${nowIso}::timestamptz), 0),
          'without_summary', count(*) filter (where a.summary_date is null and a.start_date_time <= ${nowIso}::timestamptz),
          'last_start', max(a.start_date_time) filter (where a.start_date_time <= ${nowIso}::timestamptz),
          'next_start', min(a.start_date_time) filter (where a.start_date_time > ${nowIso}::timestamptz))
        from ${activityStudents} a
        where a.student_id = ${students.id} and a.teacher_id = ${teacherId})`.mapWith(
        jsonValue<Stats>,
      ),
      remaining: studentRemainingHoursSql(toPayloadDate(now)),
    })
    .from(teacherStudents)
    .innerJoin(students, eq(students.id, teacherStudents.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id))
    .limit(pageLimit(query.limit))
    .offset(query.offset);
  const rows = await executeNamed(page, searching ? undefined : 'student_overview');
  return {
    count: total?.n ?? 0,
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
