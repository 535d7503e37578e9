-- The staff's student overview ('Studentoversikt', active students by default) counted 5,400
-- active students on every page: an index-only scan that was half of the page's statement at
-- scale. row_counts (migration 0010) now keeps 'students' by the same triggers as packages and
-- activities, and 'students_active' by triggers of its own: an UPDATE may change is_active, and a
-- trigger with transition tables cannot name the column, so every UPDATE of students counts its
-- rows' change (docs/performance.md).
CREATE TRIGGER "students_count_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "students_count_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "students_count_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE FUNCTION "students_active_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO row_counts (table_name, n) VALUES ('students_active', 0)
      ON CONFLICT (table_name) DO UPDATE SET n = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + (SELECT count(*) FROM new_rows WHERE is_active);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    delta := delta - (SELECT count(*) FROM old_rows WHERE is_active);
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('students_active', delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_active_count_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "students_active_count_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "students_active_count_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "students_active_count_change"();
--> statement-breakpoint
CREATE TRIGGER "students_active_count_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "students_active_count_change"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'students', count(*) FROM "students"
  UNION ALL SELECT 'students_active', count(*) FROM "students" WHERE "is_active"
  ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
