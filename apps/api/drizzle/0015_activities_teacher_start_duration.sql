-- The staff's teacher overview sums every teacher's hours of the last 30 days to order by them
-- (seed 001 'Timer siste 30 dager'): 410 ranges of activities_teacher_start_idx, each followed by a
-- heap lookup per lesson for its duration (6.5 ms a request at 300k lessons). The same key with
-- INCLUDE (duration) makes each sum index-only (3.5–4.6 ms in a probe; docs/performance.md). The
-- other readers of this index (a teacher's lessons by time, their counts) use the key as before.
-- (drizzle's index builder has no INCLUDE; the schema names the key columns.)
DROP INDEX "activities_teacher_start_idx";--> statement-breakpoint
CREATE INDEX "activities_teacher_start_idx" ON "activities" USING btree ("teacher_id","start_date_time") INCLUDE ("duration");
