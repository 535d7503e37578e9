-- The staff's teacher overview ordered by hours in the last 30 days summed the lessons of every
-- teacher (410 index ranges, about 4,900 lessons) on every page. teacher_recent_hours keeps those
-- sums for one moment (teacher_hours_window.computed_at), and they stay exact until a lesson
-- enters or leaves the 30 days as the clock moves on: the first lesson after that moment, or the
-- first one in the window plus 720 hours (valid_until). Triggers on activities keep the sums
-- when lessons are written; a read at a moment the window no longer holds sums the lessons
-- itself, and refresh_teacher_recent_hours(at) computes the window again (docs/performance.md).
CREATE TABLE "teacher_hours_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_hours_window_one_row" CHECK ("teacher_hours_window"."id")
);
--> statement-breakpoint
CREATE TABLE "teacher_recent_hours" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"hours" numeric(9, 2) NOT NULL,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "teacher_recent_hours_valid_until_idx" ON "teacher_recent_hours" USING btree ("valid_until");--> statement-breakpoint
INSERT INTO "teacher_hours_window" ("computed_at", "valid_until") VALUES ('-infinity', '-infinity');--> statement-breakpoint
-- Whether the sums hold at a moment: after the window was computed, before any lesson enters or
-- leaves it. No window row (a wiped database): they do not. plpgsql, not sql: its statement is
-- planned once per connection, where a sql function's was planned on every call (0.2 ms).
CREATE FUNCTION "teacher_recent_hours_hold"(at timestamptz) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT w.computed_at <= at AND at < w.valid_until
      AND at < coalesce((SELECT min(r.valid_until) FROM teacher_recent_hours r), 'infinity')
    FROM teacher_hours_window w), false);
END
$$;--> statement-breakpoint
-- Computes the sums for the moment `at`, unless they already hold there (another request has
-- just computed them). FOR UPDATE waits for the transactions writing lessons and holds off new
-- ones, so every lesson is either in the sums or added by its trigger after.
CREATE FUNCTION "refresh_teacher_recent_hours"(at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_hours_window (computed_at, valid_until) VALUES ('-infinity', '-infinity')
    ON CONFLICT (id) DO NOTHING;
  PERFORM 1 FROM teacher_hours_window FOR UPDATE;
  IF teacher_recent_hours_hold(at) THEN
    RETURN;
  END IF;
  DELETE FROM teacher_recent_hours;
  INSERT INTO teacher_recent_hours (teacher_id, hours)
    SELECT a.teacher_id, sum(a.duration) FROM activities a
    WHERE a.start_date_time > at - interval '720 hours' AND a.start_date_time <= at
    GROUP BY a.teacher_id;
  UPDATE teacher_hours_window SET computed_at = at, valid_until = least(
    (SELECT min(a.start_date_time) FROM activities a WHERE a.start_date_time > at),
    (SELECT min(a.start_date_time) FROM activities a
      WHERE a.start_date_time > at - interval '720 hours') + interval '720 hours',
    'infinity');
END
$$;--> statement-breakpoint
-- A lesson's hours (negative: taken away) on its teacher's sum when it is in the window; when it
-- starts after the window, the moment it enters it.
CREATE FUNCTION "teacher_recent_hours_add"(lesson_teacher integer, lesson_start timestamptz, lesson_hours numeric, window_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lesson_start > window_at THEN
    INSERT INTO teacher_recent_hours AS r (teacher_id, hours, valid_until)
      VALUES (lesson_teacher, 0, lesson_start)
      ON CONFLICT (teacher_id) DO UPDATE SET valid_until = least(r.valid_until, excluded.valid_until);
  ELSIF lesson_start > window_at - interval '720 hours' THEN
    INSERT INTO teacher_recent_hours AS r (teacher_id, hours, valid_until)
      VALUES (lesson_teacher, lesson_hours, lesson_start + interval '720 hours')
      ON CONFLICT (teacher_id) DO UPDATE SET hours = r.hours + excluded.hours,
        valid_until = least(r.valid_until, excluded.valid_until);
  END IF;
END
$$;--> statement-breakpoint
-- FOR SHARE: writers of lessons run side by side, and a refresh (FOR UPDATE) waits for them.
CREATE FUNCTION "activities_keep_teacher_recent_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  window_at timestamptz;
BEGIN
  SELECT w.computed_at INTO window_at FROM teacher_hours_window w FOR SHARE;
  IF window_at IS NULL OR window_at = '-infinity' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM teacher_recent_hours_add(OLD.teacher_id, OLD.start_date_time, -OLD.duration, window_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM teacher_recent_hours_add(NEW.teacher_id, NEW.start_date_time, NEW.duration, window_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activities_keep_teacher_recent_hours" AFTER INSERT OR DELETE OR UPDATE OF "teacher_id", "start_date_time", "duration" ON "activities" FOR EACH ROW EXECUTE FUNCTION "activities_keep_teacher_recent_hours"();--> statement-breakpoint
-- Emptied lessons: the window is computed again at the next read.
CREATE FUNCTION "activities_truncate_teacher_recent_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teacher_hours_window SET computed_at = '-infinity', valid_until = '-infinity';
  DELETE FROM teacher_recent_hours;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activities_truncate_teacher_recent_hours" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activities_truncate_teacher_recent_hours"();
