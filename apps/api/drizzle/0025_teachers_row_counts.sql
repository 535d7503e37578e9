-- The staff's teacher overview ('Læreroversikt', active teachers by default) counted the active
-- teachers on every page: a scan of every teacher, about a seventh of the active page's statement
-- at scale. row_counts (migration 0010) now keeps 'teachers' by the same triggers as the other
-- tables, and 'teachers_active' (user_is_active, the copy of migration 0022) as migration 0019
-- keeps 'students_active': a user made active or inactive updates their teacher's copy, and that
-- UPDATE counts its rows' change (docs/performance.md).
CREATE TRIGGER "teachers_count_insert" AFTER INSERT ON "teachers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_count_delete" AFTER DELETE ON "teachers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_count_truncate" AFTER TRUNCATE ON "teachers" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE FUNCTION "teachers_active_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO row_counts (table_name, n) VALUES ('teachers_active', 0)
      ON CONFLICT (table_name) DO UPDATE SET n = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE user_is_active);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE user_is_active);
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('teachers_active', delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "teachers_active_count_insert" AFTER INSERT ON "teachers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "teachers_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_active_count_update" AFTER UPDATE ON "teachers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "teachers_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_active_count_delete" AFTER DELETE ON "teachers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "teachers_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "teachers_active_count_truncate" AFTER TRUNCATE ON "teachers" FOR EACH STATEMENT EXECUTE FUNCTION "teachers_active_count_change"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'teachers', count(*) FROM "teachers"
  UNION ALL SELECT 'teachers_active', count(*) FROM "teachers" WHERE "user_is_active"
  ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
