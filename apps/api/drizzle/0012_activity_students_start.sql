-- A student's last lesson and planned hours (the student lists, their orderings) were read by
-- joining every lesson the student ever had to activities, twice per row: at five years of data
-- 50 heap lookups a student, all of a company's for the staff's ordering (docs/performance.md).
-- activity_students now carries its activity's start and duration, kept equal by triggers, and
-- (student_id, start_date_time) answers both from one index range.
ALTER TABLE "activity_students" ADD COLUMN "start_date_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_students" ADD COLUMN "duration" numeric(5, 2);--> statement-breakpoint
UPDATE "activity_students" ast SET "start_date_time" = a."start_date_time", "duration" = a."duration"
  FROM "activities" a WHERE a."id" = ast."activity_id";--> statement-breakpoint
-- A new link takes its activity's values, whatever the writer gave.
CREATE FUNCTION "activity_students_copy_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a.start_date_time, a.duration INTO NEW.start_date_time, NEW.duration
    FROM activities a WHERE a.id = NEW.activity_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_students_copy_activity" BEFORE INSERT OR UPDATE OF "activity_id", "start_date_time", "duration" ON "activity_students" FOR EACH ROW EXECUTE FUNCTION "activity_students_copy_activity"();--> statement-breakpoint
-- A moved or lengthened activity updates its links.
CREATE FUNCTION "activities_copy_to_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE activity_students SET start_date_time = NEW.start_date_time, duration = NEW.duration
    WHERE activity_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activities_copy_to_students" AFTER UPDATE OF "start_date_time", "duration" ON "activities" FOR EACH ROW WHEN (OLD."start_date_time" IS DISTINCT FROM NEW."start_date_time" OR OLD."duration" IS DISTINCT FROM NEW."duration") EXECUTE FUNCTION "activities_copy_to_students"();--> statement-breakpoint
-- The student's lessons by time; student_id first, so it serves the old index's lookups too.
-- INCLUDE duration: the planned hours are an index-only sum, and with that the planner's generic
-- plan of the student lists costs what a custom one does, so it is kept instead of planning every
-- execution (1.8 ms a request). (drizzle's index builder has no INCLUDE; the schema names the
-- index's key columns.)
DROP INDEX "activity_students_student_idx";--> statement-breakpoint
CREATE INDEX "activity_students_student_start_idx" ON "activity_students" USING btree ("student_id","start_date_time") INCLUDE ("duration");
