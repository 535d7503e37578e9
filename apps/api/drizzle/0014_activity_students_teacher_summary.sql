-- A teacher's figures per student ('Elevoversikt': lessons, completed and planned hours, lessons
-- without a summary, last and next lesson) read each student's lessons joined to activities to
-- filter by teacher and summary: 500 heap lookups a page of ten at five years of data
-- (docs/performance.md). activity_students now also carries its activity's teacher and summary
-- date, kept equal by the triggers of 0012, and the student index includes them, so the figures
-- are an index-only range.
ALTER TABLE "activity_students" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "activity_students" ADD COLUMN "summary_date" date;--> statement-breakpoint
UPDATE "activity_students" ast SET "teacher_id" = a."teacher_id", "summary_date" = a."summary_date"
  FROM "activities" a WHERE a."id" = ast."activity_id";--> statement-breakpoint
-- A new link takes its activity's values, whatever the writer gave.
CREATE OR REPLACE FUNCTION "activity_students_copy_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.start_date_time, a.duration, a.teacher_id, a.summary_date
    INTO NEW.start_date_time, NEW.duration, NEW.teacher_id, NEW.summary_date
    FROM activities a WHERE a.id = NEW.activity_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "activity_students_copy_activity" ON "activity_students";--> statement-breakpoint
CREATE TRIGGER "activity_students_copy_activity" BEFORE INSERT OR UPDATE OF "activity_id", "start_date_time", "duration", "teacher_id", "summary_date" ON "activity_students" FOR EACH ROW EXECUTE FUNCTION "activity_students_copy_activity"();--> statement-breakpoint
-- A moved, lengthened, reassigned or summarised activity updates its links.
CREATE OR REPLACE FUNCTION "activities_copy_to_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_students SET start_date_time = NEW.start_date_time, duration = NEW.duration,
      teacher_id = NEW.teacher_id, summary_date = NEW.summary_date
    WHERE activity_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "activities_copy_to_students" ON "activities";--> statement-breakpoint
CREATE TRIGGER "activities_copy_to_students" AFTER UPDATE OF "start_date_time", "duration", "teacher_id", "summary_date" ON "activities" FOR EACH ROW WHEN (OLD."start_date_time" IS DISTINCT FROM NEW."start_date_time" OR OLD."duration" IS DISTINCT FROM NEW."duration" OR OLD."teacher_id" IS DISTINCT FROM NEW."teacher_id" OR OLD."summary_date" IS DISTINCT FROM NEW."summary_date") EXECUTE FUNCTION "activities_copy_to_students"();--> statement-breakpoint
-- The same key as before (student, start); INCLUDE the teacher and the summary date besides the
-- duration, so the teacher's figures filter inside the index.
DROP INDEX "activity_students_student_start_idx";--> statement-breakpoint
CREATE INDEX "activity_students_student_start_idx" ON "activity_students" USING btree ("student_id","start_date_time") INCLUDE ("duration","teacher_id","summary_date");
