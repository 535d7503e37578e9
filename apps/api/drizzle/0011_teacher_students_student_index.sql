-- A student's teachers by student (the student lists' teacher column, the customers' contact people):
-- an index-only lookup where every list row scanned all of teacher_students (docs/performance.md).
CREATE INDEX "teacher_students_student_idx" ON "teacher_students" USING btree ("student_id","teacher_id");