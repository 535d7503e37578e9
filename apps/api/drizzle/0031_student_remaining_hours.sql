-- The staff's student overview ordered by hours left in packages summed every student's packages
-- and their draws on every page (6,048 students: 72 ms a request on the scale data).
-- student_remaining_hours keeps each student's sum over the packages not expired on one day
-- (student_hours_day.day), a row for every student; it holds while that day is today. Triggers
-- on package_draws, package_students and packages compute an affected student's sum again, after
-- taking that student's row, so that of two transactions writing for one student the later one
-- sums what the earlier committed. refresh_student_remaining_hours(today) computes every sum
-- again: the API calls it before a day's first page ordered by them; a page that finds the sums
-- forgotten during the day sums the packages itself and refreshes after (docs/api.md).
CREATE TABLE "student_hours_day" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"day" date,
	CONSTRAINT "student_hours_day_one_row" CHECK ("student_hours_day"."id")
);
--> statement-breakpoint
CREATE TABLE "student_remaining_hours" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"hours" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "student_remaining_hours_hours_idx" ON "student_remaining_hours" USING btree ("hours","student_id");
--> statement-breakpoint
INSERT INTO "student_hours_day" ("day") VALUES (NULL);--> statement-breakpoint
-- Whether the kept sums hold today. plpgsql, so that its statement is planned once per connection.
CREATE FUNCTION "student_remaining_hours_hold"(today date) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT w.day = today FROM student_hours_day w), false);
END
$$;--> statement-breakpoint
-- One student's hours left in their packages not expired on `day`: what the student list shows
-- (studentRemainingHoursSql in services/packages/hours.ts).
CREATE FUNCTION "student_remaining_hours_of"(student integer, day date) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(pt.hours_in_package + p.additional_hours_added
      - coalesce((SELECT sum(pd.hours) FROM package_draws pd WHERE pd.package_id = p.id), 0)), 0)
  FROM package_students ps
  JOIN packages p ON p.id = ps.package_id
  JOIN package_types pt ON pt.id = p.package_type_id
  WHERE ps.student_id = student AND p.expiration_date >= day
$$;--> statement-breakpoint
-- Computes the kept sums of `affected` students again, in id order, unless nothing is kept. Each
-- student's row is taken first and the sum read by a later statement, which sees what a
-- transaction that held the row before has committed. The day's row is shared with the other
-- writers and held off a refresh (FOR SHARE).
CREATE FUNCTION "student_remaining_hours_recompute"(affected integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept date;
  student integer;
BEGIN
  SELECT w.day INTO kept FROM student_hours_day w FOR SHARE;
  IF kept IS NULL THEN
    RETURN;
  END IF;
  FOR student IN SELECT DISTINCT s FROM unnest(affected) s WHERE s IS NOT NULL ORDER BY s LOOP
    INSERT INTO student_remaining_hours (student_id, hours) VALUES (student, 0)
      ON CONFLICT (student_id) DO NOTHING;
    PERFORM 1 FROM student_remaining_hours r WHERE r.student_id = student FOR UPDATE;
    UPDATE student_remaining_hours SET hours = student_remaining_hours_of(student, kept)
      WHERE student_id = student;
  END LOOP;
END
$$;--> statement-breakpoint
-- Computes every sum for `today`, unless they already hold (another request has just done it).
-- FOR UPDATE waits for the transactions writing packages and draws and holds off new ones.
CREATE FUNCTION "refresh_student_remaining_hours"(today date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_hours_day (day) VALUES (NULL) ON CONFLICT (id) DO NOTHING;
  PERFORM 1 FROM student_hours_day FOR UPDATE;
  IF student_remaining_hours_hold(today) THEN
    RETURN;
  END IF;
  DELETE FROM student_remaining_hours;
  INSERT INTO student_remaining_hours (student_id, hours)
    SELECT s.id, coalesce(live.hours, 0) FROM students s
    LEFT JOIN (SELECT ps.student_id,
        sum(pt.hours_in_package + p.additional_hours_added - coalesce(d.hours, 0)) AS hours
      FROM packages p
      JOIN package_types pt ON pt.id = p.package_type_id
      JOIN package_students ps ON ps.package_id = p.id
      LEFT JOIN LATERAL (SELECT sum(pd.hours) AS hours FROM package_draws pd
        WHERE pd.package_id = p.id) d ON true
      WHERE p.expiration_date >= today
      GROUP BY ps.student_id) live ON live.student_id = s.id
    -- A student added since the DELETE above has their row from their own trigger.
    ON CONFLICT (student_id) DO UPDATE SET hours = excluded.hours;
  UPDATE student_hours_day SET day = today;
END
$$;--> statement-breakpoint
-- The students of the packages a draw was added to, changed on or taken from.
CREATE FUNCTION "package_draws_keep_student_remaining_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_remaining_hours_recompute(ARRAY(SELECT ps.student_id FROM package_students ps
    WHERE ps.package_id IN (OLD.package_id, NEW.package_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "package_draws_keep_student_remaining_hours" AFTER INSERT OR DELETE OR UPDATE OF "package_id", "hours" ON "package_draws" FOR EACH ROW EXECUTE FUNCTION "package_draws_keep_student_remaining_hours"();--> statement-breakpoint
-- A student added to or taken off a package.
CREATE FUNCTION "package_students_keep_student_remaining_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_remaining_hours_recompute(ARRAY[OLD.student_id, NEW.student_id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "package_students_keep_student_remaining_hours" AFTER INSERT OR DELETE OR UPDATE ON "package_students" FOR EACH ROW EXECUTE FUNCTION "package_students_keep_student_remaining_hours"();--> statement-breakpoint
-- A new student has no package yet: 0 hours, whatever day the sums were computed for. Every
-- student has a row, so that a first page takes its students from one end of the hours' index.
CREATE FUNCTION "students_add_remaining_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_remaining_hours (student_id, hours) VALUES (NEW.id, 0)
    ON CONFLICT (student_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_add_remaining_hours" AFTER INSERT ON "students" FOR EACH ROW EXECUTE FUNCTION "students_add_remaining_hours"();--> statement-breakpoint
-- A package's added hours, expiry or type changed: its students' sums.
CREATE FUNCTION "packages_keep_student_remaining_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_remaining_hours_recompute(ARRAY(SELECT ps.student_id FROM package_students ps
    WHERE ps.package_id = NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "packages_keep_student_remaining_hours" AFTER UPDATE OF "additional_hours_added", "expiration_date", "package_type_id" ON "packages" FOR EACH ROW EXECUTE FUNCTION "packages_keep_student_remaining_hours"();--> statement-breakpoint
-- A package type's hours (every package of the type) or emptied tables: nothing is kept until
-- the next read computes the sums again.
CREATE FUNCTION "student_remaining_hours_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE student_hours_day SET day = NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "package_types_forget_student_remaining_hours" AFTER UPDATE OF "hours_in_package" ON "package_types" FOR EACH STATEMENT EXECUTE FUNCTION "student_remaining_hours_forget"();--> statement-breakpoint
CREATE TRIGGER "package_draws_truncate_student_remaining_hours" AFTER TRUNCATE ON "package_draws" FOR EACH STATEMENT EXECUTE FUNCTION "student_remaining_hours_forget"();--> statement-breakpoint
CREATE TRIGGER "package_students_truncate_student_remaining_hours" AFTER TRUNCATE ON "package_students" FOR EACH STATEMENT EXECUTE FUNCTION "student_remaining_hours_forget"();--> statement-breakpoint
CREATE TRIGGER "packages_truncate_student_remaining_hours" AFTER TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION "student_remaining_hours_forget"();