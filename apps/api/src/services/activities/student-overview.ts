import { toPayloadDate } from '@portal/domain';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { students, teacherStudents, users } from '../../db/schema/index';
import { decimal, isoDateTime } from '../../http/numbers';
import { studentRemainingHoursSql } from '../packages/hours';
import { containsPattern } from '../../http/list-query';

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
  const where = and(
    eq(teacherStudents.teacherId, teacherId),
    query.search?.trim() ? ilike(name, containsPattern(query.search.trim())) : undefined,
  );
  const mine = sql`a.teacher_id = ${teacherId} and ast.student_id = ${students.id}`;
  const agg = (expr: string) =>
    sql.raw(
      `(select ${expr} from activities a join activity_students ast on ast.activity_id = a.id where `,
    );
  const nowIso = now.toISOString();
  const [total] = await db
    .select({ n: count() })
    .from(teacherStudents)
    .innerJoin(students, eq(students.id, teacherStudents.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(where);
  const rows = await db
    .select({
      id: students.id,
      first: users.firstName,
      last: users.lastName,
      activities: sql<number>`${agg('count(*)::int')}${mine})`,
      completedHours: sql<string>`${agg('coalesce(sum(a.duration), 0)')}${mine} and a.summary_date is not null)`,
      plannedHours: sql<string>`${agg('coalesce(sum(a.duration), 0)')}${mine} and a.start_date_time > ${nowIso})`,
      withoutSummary: sql<number>`${agg('count(*)::int')}${mine} and a.summary_date is null and a.start_date_time <= ${nowIso})`,
      lastStart: sql<
        string | null
      >`${agg('max(a.start_date_time)')}${mine} and a.start_date_time <= ${nowIso})`,
      nextStart: sql<
        string | null
      >`${agg('min(a.start_date_time)')}${mine} and a.start_date_time > ${nowIso})`,
      remaining: studentRemainingHoursSql(toPayloadDate(now)),
    })
    .from(teacherStudents)
    .innerJoin(students, eq(students.id, teacherStudents.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      full_name: `${r.first} ${r.last}`.trim(),
      number_of_activities: Number(r.activities),
      number_of_completed_hours: decimal(r.completedHours),
      number_of_planned_hours: decimal(r.plannedHours),
      number_of_activities_without_summary: Number(r.withoutSummary),
      number_of_hours_remaining_in_packages: decimal(r.remaining),
      last_activity_date: r.lastStart ? isoDateTime(r.lastStart) : null,
      next_activity_date: r.nextStart ? isoDateTime(r.nextStart) : null,
    })),
  };
};
