import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Each student's last lesson day and planned hours as of `studentLessonsMoment.moment`, so that
 * the staff's student overview ordered by days since the last lesson or by planned hours chooses
 * its page from these rows instead of reading every student's lessons (migration 0032). The
 * lessons that have started since the moment bring them to any later instant; every student has
 * a row (the refresh writes one for each, a new student gets one with no lesson). The triggers of
 * migration 0032 keep each row exact as lessons and their students are written;
 * `refresh_student_lesson_figures(now)` computes them all again for a new moment.
 */
export const studentLessonFigures = pgTable(
  'student_lesson_figures',
  {
    // No foreign key: a row left by a deleted student joins to nothing, and a refresh drops it.
    studentId: integer('student_id').primaryKey(),
    // Oslo's day of the last lesson started by the moment (null: none).
    lastDay: date('last_day'),
    // Hours of the lessons starting after the moment.
    plannedHours: numeric('planned_hours').notNull(),
  },
  (t) => [
    // The list's order by days since, both ways: days ascending is the last day descending with
    // the students without a lesson last, then by id.
    index('student_lesson_figures_last_day_idx').on(t.lastDay.desc().nullsLast(), t.studentId),
    index('student_lesson_figures_planned_idx').on(t.plannedHours, t.studentId),
  ],
);

/** The one row saying for which moment `studentLessonFigures` holds (null: for none). */
export const studentLessonsMoment = pgTable(
  'student_lessons_moment',
  {
    id: boolean('id').primaryKey().default(true),
    moment: timestamp('moment', { withTimezone: true }),
  },
  (t) => [check('student_lessons_moment_one_row', sql`${t.id}`)],
);
