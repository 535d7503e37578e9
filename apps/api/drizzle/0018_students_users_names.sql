-- The names the lists carry, without the heap: a teacher overview row has its teacher's students
-- (about 15, each a student and a user), a lesson or a package its students. Through the primary
-- keys each name cost two heap fetches; with these, two index-only probes. The teacher overview
-- ran 1.47 -> 0.76 ms a page (docs/performance.md).
-- (drizzle's index builder has no INCLUDE; the schema names the key columns.)
CREATE INDEX "students_id_user_idx" ON "students" USING btree ("id") INCLUDE ("user_id");--> statement-breakpoint
CREATE INDEX "users_id_name_idx" ON "users" USING btree ("id") INCLUDE ("first_name","last_name");
