-- The staff's student overview ('Studentoversikt', active students by default) counted 5,400
-- active students on every page: an index-only scan that was half of the page's statement at
-- scale. row_counts (migration 0010) now keeps 'students' and 'students_active' too, kept exact by
-- statement triggers over the transition tables (an UPDATE may change is_active; a trigger with
-- transition tables cannot name the column, so every UPDATE of students counts its rows' change).
CREATE FUNCTION "students_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  all_delta bigint := 0;
  active_delta bigint := 0;
  n_all bigint;
  n_active bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO row_counts (table_name, n) VALUES ('students', 0), ('students_active', 0)
      ON CONFLICT (table_name) DO UPDATE SET n = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE is_active) INTO n_all, n_active FROM new_rows;
    all_delta := all_delta + n_all;
    active_delta := active_delta + n_active;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE is_active) INTO n_all, n_active FROM old_rows;
    all_delta := all_delta - n_all;
    active_delta := active_delta - n_active;
  END IF;
  IF all_delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('students', all_delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  IF active_delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('students_active', active_delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_count_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "students_count_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "students_count_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "students_count_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "students_counts_change"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'students', count(*) FROM "students"
  UNION ALL SELECT 'students_active', count(*) FROM "students" WHERE "is_active"
  ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
