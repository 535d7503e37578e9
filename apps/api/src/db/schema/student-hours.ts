import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable } from 'drizzle-orm/pg-core';

/**
 * Each student's hours left in their packages that have not expired by `studentHoursDay.day`, so
 * that the staff's student overview ordered by them reads this table instead of summing every
 * student's packages and draws (migration 0031). Every student has a row (the refresh writes one
 * for each, a new student gets one at 0). The triggers of migration 0031 keep each row exact as
 * packages, their students and their draws are written; `refresh_student_remaining_hours(today)`
 * computes them all again for another day.
 */
export const studentRemainingHours = pgTable(
  'student_remaining_hours',
  {
    // No foreign key: a row left by a deleted student joins to nothing, and a refresh drops it.
    studentId: integer('student_id').primaryKey(),
    hours: numeric('hours').notNull(),
  },
  (t) => [index('student_remaining_hours_hours_idx').on(t.hours, t.studentId)],
);

/** The one row saying for which day `studentRemainingHours` holds (null: for none). */
export const studentHoursDay = pgTable(
  'student_hours_day',
  {
    id: boolean('id').primaryKey().default(true),
    day: date('day'),
  },
  (t) => [check('student_hours_day_one_row', sql`${t.id}`)],
);
