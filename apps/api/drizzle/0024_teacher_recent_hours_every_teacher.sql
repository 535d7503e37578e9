-- The staff's teacher overview ordered by hours joined all 410 teachers to their kept sums and
-- sorted them on every first page, since a teacher without a row had no lesson in the window and
-- still belongs on the list with 0 hours. Now every teacher has a row: the refresh writes one for
-- each, and a new teacher gets one at 0. A first page then takes its ten teachers from one end of
-- teacher_recent_hours_hours_idx (docs/performance.md).
CREATE INDEX "teacher_recent_hours_hours_idx" ON "teacher_recent_hours" USING btree ("hours","teacher_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_teacher_recent_hours"(at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_hours_window (computed_at, valid_until) VALUES ('-infinity', '-infinity')
    ON CONFLICT (id) DO NOTHING;
  PERFORM 1 FROM teacher_hours_window FOR UPDATE;
  IF teacher_recent_hours_hold(at) THEN
    RETURN;
  END IF;
  DELETE FROM teacher_recent_hours;
  INSERT INTO teacher_recent_hours (teacher_id, hours)
    SELECT t.id, coalesce(s.hours, 0) FROM teachers t
    LEFT JOIN (SELECT a.teacher_id, sum(a.duration) AS hours FROM activities a
      WHERE a.start_date_time > at - interval '720 hours' AND a.start_date_time <= at
      GROUP BY a.teacher_id) s ON s.teacher_id = t.id
    -- A teacher added since the DELETE above has its row from its own trigger.
    ON CONFLICT (teacher_id) DO UPDATE SET hours = excluded.hours, valid_until = NULL;
  UPDATE teacher_hours_window SET computed_at = at, valid_until = least(
    (SELECT min(a.start_date_time) FROM activities a WHERE a.start_date_time > at),
    (SELECT min(a.start_date_time) FROM activities a
      WHERE a.start_date_time > at - interval '720 hours') + interval '720 hours',
    'infinity');
END
$$;--> statement-breakpoint
-- A new teacher has had no lesson yet: 0 hours, whenever the sums were computed.
CREATE FUNCTION "teachers_add_recent_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO teacher_recent_hours (teacher_id, hours) VALUES (NEW.id, 0)
    ON CONFLICT (teacher_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teachers_add_recent_hours" AFTER INSERT ON "teachers" FOR EACH ROW EXECUTE FUNCTION "teachers_add_recent_hours"();--> statement-breakpoint
-- The sums kept before this migration have no row for teachers without lessons in the window:
-- the next read computes them again.
UPDATE "teacher_hours_window" SET "computed_at" = '-infinity', "valid_until" = '-infinity';
