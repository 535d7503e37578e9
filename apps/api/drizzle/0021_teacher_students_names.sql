-- The staff's teacher overview ('Læreroversikt') lists each teacher's students by name: about 15 a
-- row, 150 a page, each found through students and users, two index probes a student (migration
-- 0018), 620 of the page's 770 buffer reads. teacher_students now carries the student's full name,
-- kept equal by triggers, and (teacher_id) INCLUDE (student_id, student_name) answers a teacher's
-- students from one index range (docs/performance.md).
ALTER TABLE "teacher_students" ADD COLUMN "student_name" text;--> statement-breakpoint
UPDATE "teacher_students" ts SET "student_name" = trim(u."first_name" || ' ' || u."last_name")
  FROM "students" s JOIN "users" u ON u."id" = s."user_id" WHERE s."id" = ts."student_id";--> statement-breakpoint
-- (drizzle's index builder has no INCLUDE; the schema names the key column.)
CREATE INDEX "teacher_students_teacher_name_idx" ON "teacher_students" USING btree ("teacher_id") INCLUDE ("student_id", "student_name");--> statement-breakpoint
-- A new or changed link takes its student's name, whatever the writer gave.
CREATE FUNCTION "teacher_students_copy_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT trim(u.first_name || ' ' || u.last_name) INTO NEW.student_name
    FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = NEW.student_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teacher_students_copy_name" BEFORE INSERT OR UPDATE OF "student_id", "student_name" ON "teacher_students" FOR EACH ROW EXECUTE FUNCTION "teacher_students_copy_name"();--> statement-breakpoint
-- A renamed user, or a student moved to another login (not done by the API, but possible in the
-- database), has their links copy the name again (through the trigger above).
CREATE FUNCTION "teacher_students_recopy_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE teacher_students ts SET student_name = NULL
      FROM students s WHERE s.user_id = NEW.id AND ts.student_id = s.id;
  ELSE
    UPDATE teacher_students SET student_name = NULL WHERE student_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_recopy_name_to_teacher_students" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name") EXECUTE FUNCTION "teacher_students_recopy_name"();--> statement-breakpoint
CREATE TRIGGER "students_recopy_name_to_teacher_students" AFTER UPDATE OF "user_id" ON "students" FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "teacher_students_recopy_name"();
