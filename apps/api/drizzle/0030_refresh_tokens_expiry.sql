-- Every refresh makes a refresh_tokens row; the hourly sweep (services/auth/session-sweep.ts)
-- deletes the expired ones through this index instead of reading the whole table.
CREATE INDEX "refresh_tokens_expires_idx" ON "refresh_tokens" USING btree ("expires_at");