-- The staff's password token list (the live tokens staff made, among years of used and expired
-- ones) and the issue's developer picker (the staff among every user): each read every row of its
-- table before (docs/performance.md).
CREATE INDEX "password_reset_tokens_staff_live_idx" ON "password_reset_tokens" USING btree ("expires_at") WHERE "password_reset_tokens"."key_encrypted" is not null and "password_reset_tokens"."used_at" is null;--> statement-breakpoint
CREATE INDEX "users_staff_idx" ON "users" USING btree ("id") WHERE "users"."user_type" = 'employee' or "users"."is_staff";