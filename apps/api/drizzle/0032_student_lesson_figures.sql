-- The staff's student overview ordered by days since the last lesson or by planned hours read
-- every student's lessons on every page (6,048 students: 33 ms a request on the scale data, 67
-- req/s at 50 connections). Both move with the clock as lessons start, not with writes alone.
-- student_lesson_figures keeps each student's last lesson day (Oslo) and planned hours as of one
-- moment (student_lessons_moment.moment), a row for every student. At any later instant they
-- differ only for the students of the lessons started since the moment, a few an hour, found by
-- activities_start_idx: a first page takes its ten from one end of an index among the other
-- students, adds those few, and reads each one's own figures (services/students/kept-lessons.ts).
-- Triggers on activity_students compute an affected student's figures again, after taking that
-- student's row, so that of two transactions writing for one student the later one reads what the
-- earlier committed. refresh_student_lesson_figures(now) computes every row again for a new
-- moment: the API calls it before such a page when its last refresh is an hour old (docs/api.md).
CREATE TABLE "student_lesson_figures" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"last_day" date,
	"planned_hours" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_lessons_moment" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"moment" timestamp with time zone,
	CONSTRAINT "student_lessons_moment_one_row" CHECK ("student_lessons_moment"."id")
);
--> statement-breakpoint
CREATE INDEX "student_lesson_figures_last_day_idx" ON "student_lesson_figures" USING btree ("last_day" DESC NULLS LAST,"student_id");--> statement-breakpoint
CREATE INDEX "student_lesson_figures_planned_idx" ON "student_lesson_figures" USING btree ("planned_hours","student_id");--> statement-breakpoint
INSERT INTO "student_lessons_moment" ("moment") VALUES (NULL);--> statement-breakpoint
-- Whether the kept figures hold at `now`: computed for a moment not after it. plpgsql, so that its
-- statement is planned once per connection.
CREATE FUNCTION "student_lesson_figures_hold"(now timestamptz) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT m.moment <= now FROM student_lessons_moment m), false);
END
$$;--> statement-breakpoint
-- Computes the kept figures of `affected` students again, in id order, unless nothing is kept.
-- Each student's row is taken first and the figures read by a later statement, which sees what a
-- transaction that held the row before has committed. The moment's row is shared with the other
-- writers and held off a refresh (FOR SHARE).
CREATE FUNCTION "student_lesson_figures_recompute"(affected integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept timestamptz;
  student integer;
BEGIN
  SELECT m.moment INTO kept FROM student_lessons_moment m FOR SHARE;
  IF kept IS NULL THEN
    RETURN;
  END IF;
  FOR student IN SELECT DISTINCT s FROM unnest(affected) s WHERE s IS NOT NULL ORDER BY s LOOP
    INSERT INTO student_lesson_figures (student_id, last_day, planned_hours) VALUES (student, NULL, 0)
      ON CONFLICT (student_id) DO NOTHING;
    PERFORM 1 FROM student_lesson_figures f WHERE f.student_id = student FOR UPDATE;
    UPDATE student_lesson_figures SET
      last_day = (SELECT (max(ast.start_date_time) AT TIME ZONE 'Europe/Oslo')::date
        FROM activity_students ast WHERE ast.student_id = student AND ast.start_date_time <= kept),
      planned_hours = coalesce((SELECT sum(ast.duration) FROM activity_students ast
        WHERE ast.student_id = student AND ast.start_date_time > kept), 0)
      WHERE student_id = student;
  END LOOP;
END
$$;--> statement-breakpoint
-- Computes every student's figures for the moment `now`, unless a refresh within an hour of it has
-- (another request, or another API process, whose clock may be a little ahead: a page at an
-- instant before the moment reads every student's lessons instead); the lessons since bring the
-- figures to any later instant. FOR UPDATE waits for the transactions writing lessons' students
-- and holds off new ones.
CREATE FUNCTION "refresh_student_lesson_figures"(now timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept timestamptz;
BEGIN
  INSERT INTO student_lessons_moment (moment) VALUES (NULL) ON CONFLICT (id) DO NOTHING;
  SELECT m.moment INTO kept FROM student_lessons_moment m FOR UPDATE;
  IF kept > now - interval '1 hour' AND kept < now + interval '1 hour' THEN
    RETURN;
  END IF;
  DELETE FROM student_lesson_figures;
  INSERT INTO student_lesson_figures (student_id, last_day, planned_hours)
    SELECT s.id,
      (SELECT (max(ast.start_date_time) AT TIME ZONE 'Europe/Oslo')::date FROM activity_students ast
        WHERE ast.student_id = s.id AND ast.start_date_time <= now),
      coalesce((SELECT sum(ast.duration) FROM activity_students ast
        WHERE ast.student_id = s.id AND ast.start_date_time > now), 0)
    FROM students s
    -- A student added since the DELETE above has their row from their own trigger.
    ON CONFLICT (student_id) DO UPDATE
      SET last_day = excluded.last_day, planned_hours = excluded.planned_hours;
  UPDATE student_lessons_moment SET moment = now;
END
$$;--> statement-breakpoint
-- A lesson's student added or taken away, or a lesson moved or lengthened (the copies of
-- migrations 0012 and 0014): the students' figures.
CREATE FUNCTION "activity_students_keep_student_lesson_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_lesson_figures_recompute(ARRAY[OLD.student_id, NEW.student_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_students_keep_student_lesson_figures" AFTER INSERT OR DELETE ON "activity_students" FOR EACH ROW EXECUTE FUNCTION "activity_students_keep_student_lesson_figures"();--> statement-breakpoint
-- The lesson's copies are written on every change of the lesson (its summary too): only a changed
-- student, start or duration changes the figures.
CREATE TRIGGER "activity_students_update_student_lesson_figures" AFTER UPDATE OF "student_id", "start_date_time", "duration" ON "activity_students" FOR EACH ROW WHEN (OLD."student_id" IS DISTINCT FROM NEW."student_id" OR OLD."start_date_time" IS DISTINCT FROM NEW."start_date_time" OR OLD."duration" IS DISTINCT FROM NEW."duration") EXECUTE FUNCTION "activity_students_keep_student_lesson_figures"();--> statement-breakpoint
-- A new student has no lesson yet, whatever moment the figures were computed for. Every student
-- has a row, so that a first page takes its students from one end of an index.
CREATE FUNCTION "students_add_lesson_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_lesson_figures (student_id, last_day, planned_hours) VALUES (NEW.id, NULL, 0)
    ON CONFLICT (student_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_add_lesson_figures" AFTER INSERT ON "students" FOR EACH ROW EXECUTE FUNCTION "students_add_lesson_figures"();--> statement-breakpoint
-- An emptied table: nothing is kept until the next read computes the figures again.
CREATE FUNCTION "student_lesson_figures_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_lessons_moment SET moment = NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_students_truncate_student_lesson_figures" AFTER TRUNCATE ON "activity_students" FOR EACH STATEMENT EXECUTE FUNCTION "student_lesson_figures_forget"();
