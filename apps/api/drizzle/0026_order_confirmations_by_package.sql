-- Every row of a package list carries its package's order confirmations (a subquery by
-- package_id), and deleting a package cascades to them: without an index each was a scan of every
-- confirmation, about one a package sold (docs/performance.md).
CREATE INDEX "order_confirmations_package_idx" ON "order_confirmations" USING btree ("package_id");