-- A teacher's lessons with each of their students, index-only (teacher_id, summary_date, start and
-- duration are the copies the triggers of 0012/0014 keep):
-- - the teacher's search by a student's name ('Søk' on the dashboard) tested every lesson of the
--   teacher with three index lookups for the names of its students (9,000 buffers, 10 ms at 300k
--   lessons); the students of the teacher's lessons, and the lessons of those whose name matches,
--   are now ranges of this index;
-- - the teacher's student overview sums a student's lessons with the teacher from it, without the
--   student's lessons with other teachers (docs/performance.md).
-- (drizzle's index builder has no INCLUDE; the schema names the key columns.)
CREATE INDEX "activity_students_teacher_student_idx" ON "activity_students" USING btree ("teacher_id","student_id","activity_id") INCLUDE ("start_date_time","duration","summary_date");
