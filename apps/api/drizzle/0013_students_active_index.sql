-- The staff's student list with is_active (the default 'active' view) counts its total from this
-- index alone; joined to users, the count of 5,000 active students took 5 ms a page.
CREATE INDEX "students_is_active_idx" ON "students" USING btree ("is_active");
