-- Substring search (ILIKE '%…%') on names, e-mails and phone numbers: trigram indexes, so the
-- student and activity searches do not scan users as the company grows (docs/performance.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin ((("first_name" || ' ') || "last_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_number_trgm_idx" ON "users" USING gin ("phone_number" gin_trgm_ops);
