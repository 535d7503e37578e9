-- The staff's unfiltered list totals (every package, every lesson) without counting every row:
-- row_counts holds the number of rows of those tables, kept exact by statement triggers (one
-- update per statement, from its transition table), reset by TRUNCATE (docs/performance.md).
CREATE TABLE "row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- The packages of a type: the staff's package search by type name.
CREATE INDEX "packages_package_type_idx" ON "packages" USING btree ("package_type_id");
--> statement-breakpoint
CREATE FUNCTION "row_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO row_counts (table_name, n) VALUES (TG_TABLE_NAME, 0)
      ON CONFLICT (table_name) DO UPDATE SET n = 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES (TG_TABLE_NAME, delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "packages_count_insert" AFTER INSERT ON "packages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "packages_count_delete" AFTER DELETE ON "packages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "packages_count_truncate" AFTER TRUNCATE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "activities_count_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "activities_count_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "activities_count_truncate" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'packages', count(*) FROM "packages"
  UNION ALL SELECT 'activities', count(*) FROM "activities";
