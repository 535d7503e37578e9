-- The issue board is every issue, a few hundred kilobytes of JSON at a company's size: the API
-- keeps the answer while this version holds (src/http/kept-answer.ts). Raised by statement
-- triggers, in the writing statement's transaction, so a reader sees a new version exactly when it
-- can see the new rows (docs/performance.md).
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Versions come from a sequence, so none is given twice: not after a TRUNCATE of every table
-- either (the demo's reload), which empties data_versions but restarts only the sequences of
-- the tables' own columns.
CREATE SEQUENCE "data_version_seq";
--> statement-breakpoint
CREATE FUNCTION "data_version_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (name, version) VALUES (TG_ARGV[0], nextval('data_version_seq'))
    ON CONFLICT (name) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('issues', nextval('data_version_seq'));
--> statement-breakpoint
CREATE TRIGGER "issues_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "issues" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_raise"('issues');
--> statement-breakpoint
-- The board shows its developers' and authors' names.
CREATE TRIGGER "users_name_issues_version" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "data_version_raise"('issues');
