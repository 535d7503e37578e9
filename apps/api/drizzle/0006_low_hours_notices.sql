CREATE TABLE "package_low_hours_notices" (
	"package_id" integer NOT NULL,
	"threshold_hours" numeric(6, 2) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "package_low_hours_notices_package_id_threshold_hours_pk" PRIMARY KEY("package_id","threshold_hours")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "low_hours_notice_threshold" numeric(6, 2) DEFAULT '2' NOT NULL;--> statement-breakpoint
ALTER TABLE "package_low_hours_notices" ADD CONSTRAINT "package_low_hours_notices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;