-- The staff's lesson list sorted by duration, pay, travel pay or subject: a page sorted every
-- lesson of the company (0.35-0.5 s at 300,000) where an index walk reads its ten
-- (docs/performance.md).
CREATE INDEX "activities_duration_order_idx" ON "activities" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "activities_base_salary_order_idx" ON "activities" USING btree ("base_salary","id");--> statement-breakpoint
CREATE INDEX "activities_travel_salary_order_idx" ON "activities" USING btree ("travel_salary","id");--> statement-breakpoint
CREATE INDEX "activities_subject_order_idx" ON "activities" USING btree ("subject_id","id");