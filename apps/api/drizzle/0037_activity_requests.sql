-- A save sent again after its answer was lost (a phone's connection dropped between the server's
-- commit and the answer) made a second lesson: the form's retry looked like a new one. The
-- activity form now sends an Idempotency-Key with a new lesson, and the request that created it
-- is kept here by that key, so a save sent again gets the same lesson back
-- (services/activities/activity-requests.ts).
CREATE TABLE "activity_requests" (
	"teacher_id" integer NOT NULL,
	"key" uuid NOT NULL,
	"activity_id" integer NOT NULL,
	"body_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_requests_teacher_id_key_pk" PRIMARY KEY("teacher_id","key")
);
--> statement-breakpoint
ALTER TABLE "activity_requests" ADD CONSTRAINT "activity_requests_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_requests" ADD CONSTRAINT "activity_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_requests_activity_idx" ON "activity_requests" USING btree ("activity_id");