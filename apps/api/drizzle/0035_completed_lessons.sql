-- The staff's lesson list filtered to 'Fullført' did 705 req/s at 50 connections on the scale data:
-- newest first, it walked the start index past the 9,000 planned lessons (none has a summary) to
-- reach the completed ones, and its total counted the 17,000 lessons without a summary to take
-- them from every lesson (migration 0027's way). A partial index of the completed lessons by start
-- now gives the page, and row_counts keeps 'activities_unsummarised', as it keeps the other counts:
-- statement triggers count inserted and deleted rows, a row trigger a summary date set or taken
-- away (only those updates fire it: the many marks of pay and invoices leave it alone).
CREATE INDEX "activities_completed_start_idx" ON "activities" USING btree ("start_date_time") WHERE "activities"."summary_date" is not null;--> statement-breakpoint
CREATE FUNCTION "activities_unsummarised_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO row_counts (table_name, n) VALUES ('activities_unsummarised', 0)
      ON CONFLICT (table_name) DO UPDATE SET n = 0;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    delta := (SELECT count(*) FROM new_rows WHERE summary_date IS NULL);
  ELSE
    delta := -(SELECT count(*) FROM old_rows WHERE summary_date IS NULL);
  END IF;
  IF delta <> 0 THEN
    INSERT INTO row_counts (table_name, n) VALUES ('activities_unsummarised', delta)
      ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_unsummarised_count_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "activities_unsummarised_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "activities_unsummarised_count_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "activities_unsummarised_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "activities_unsummarised_count_truncate" AFTER TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "activities_unsummarised_count_rows"();
--> statement-breakpoint
CREATE FUNCTION "activities_unsummarised_count_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (table_name, n)
    VALUES ('activities_unsummarised', CASE WHEN NEW.summary_date IS NULL THEN 1 ELSE -1 END)
    ON CONFLICT (table_name) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_unsummarised_count_update" AFTER UPDATE OF "summary_date" ON "activities" FOR EACH ROW WHEN ((OLD."summary_date" IS NULL) <> (NEW."summary_date" IS NULL)) EXECUTE FUNCTION "activities_unsummarised_count_summary"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n")
  SELECT 'activities_unsummarised', count(*) FROM "activities" WHERE "summary_date" IS NULL
  ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
