import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each teacher's hours in the 30 days before `teacherHoursWindow.computedAt` (720 hours, as the
 * staff's teacher overview counts them), so that ordering every teacher by them reads this small
 * table instead of summing every teacher's lessons (migration 0023). Every teacher has a row
 * (migration 0024: the refresh writes one for each, a new teacher gets one at 0). The sums are
 * exact while the window holds (`valid_until` here and in the window's row); migration 0023's
 * triggers on `activities` keep them so, and `refresh_teacher_recent_hours(at)` computes them
 * again for another moment.
 */
export const teacherRecentHours = pgTable(
  'teacher_recent_hours',
  {
    // No foreign key: a row left by a deleted teacher joins to nothing, and a refresh drops it.
    teacherId: integer('teacher_id').primaryKey(),
    hours: numeric('hours', { precision: 9, scale: 2 }).notNull(),
    // When a lesson written since the refresh enters or leaves this teacher's window (null: none).
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    index('teacher_recent_hours_valid_until_idx').on(t.validUntil),
    // A first page by hours: its ten teachers from one end of this index (migration 0024).
    index('teacher_recent_hours_hours_idx').on(t.hours, t.teacherId),
  ],
);

/**
 * The one row saying for which moment `teacherRecentHours` was computed, and until when it holds:
 * the first lesson after it that enters the window, or the first one in it that leaves.
 */
export const teacherHoursWindow = pgTable(
  'teacher_hours_window',
  {
    id: boolean('id').primaryKey().default(true),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('teacher_hours_window_one_row', sql`${t.id}`)],
);
