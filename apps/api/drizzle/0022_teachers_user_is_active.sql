-- The staff's teacher overview ('Læreroversikt', active teachers by default) counted the active
-- teachers on every page by joining every teacher to their user, whose is_active says it: after
-- migration 0021 the larger part of what PostgreSQL did for the page. teachers now carries a copy
-- of its user's is_active, kept equal by triggers, so the filter and the count read teachers alone
-- (docs/performance.md).
ALTER TABLE "teachers" ADD COLUMN "user_is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "teachers" t SET "user_is_active" = u."is_active" FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
-- A new or changed teacher takes its user's value, whatever the writer gave.
CREATE FUNCTION "teachers_copy_user_is_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.is_active INTO NEW.user_is_active FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teachers_copy_user_is_active" BEFORE INSERT OR UPDATE OF "user_id", "user_is_active" ON "teachers" FOR EACH ROW EXECUTE FUNCTION "teachers_copy_user_is_active"();--> statement-breakpoint
-- A user made active or inactive has their teacher copy it again (through the trigger above).
CREATE FUNCTION "users_recopy_is_active_to_teachers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE teachers SET user_is_active = NEW.is_active WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_recopy_is_active_to_teachers" AFTER UPDATE OF "is_active" ON "users" FOR EACH ROW WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active") EXECUTE FUNCTION "users_recopy_is_active_to_teachers"();
