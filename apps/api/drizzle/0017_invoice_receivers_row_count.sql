-- The staff's receiver overview ('Fakturamottakere', newest first, no search) counted every
-- receiver on every page (a scan of 4,500 rows, most of the page's time at scale). row_counts
-- (migration 0010) now keeps their number too (docs/performance.md).
CREATE TRIGGER "invoice_receivers_count_insert" AFTER INSERT ON "invoice_receivers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_receivers_count_delete" AFTER DELETE ON "invoice_receivers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "invoice_receivers_count_truncate" AFTER TRUNCATE ON "invoice_receivers" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_change"();
--> statement-breakpoint
INSERT INTO "row_counts" ("table_name", "n") SELECT 'invoice_receivers', count(*) FROM "invoice_receivers"
  ON CONFLICT ("table_name") DO UPDATE SET "n" = excluded."n";
