import { lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { loginThrottle, refreshTokens } from '../../db/schema/index';
import { logUnexpectedError } from '../../http/log-error';
import { WINDOW_MINUTES } from './login-throttle';

/** How often a running API sweeps: an hour's rows are a few thousand at most. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes the sign-in rows that can no longer change an answer, so the tables hold live sessions
 * and attempts rather than every one since the start (each refresh makes a row):
 * - refresh tokens past their expiry: verifying the token refuses it before any row is read, and
 *   a rotation chain only leads to later tokens, which expire later;
 * - login counts whose window has ended: the next attempt starts the count again at one, as a
 *   missing row does (a wait set late in a window ends with it, login-throttle.ts).
 * Returns what it deleted.
 */
export const sweepSignInRows = async (db: Database, now: Date) => {
  const windowStart = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const refreshTokensDeleted = await deletedCount(
    db,
    sql`delete from ${refreshTokens} where ${lt(refreshTokens.expiresAt, now)} returning 1`,
  );
  const loginCountsDeleted = await deletedCount(
    db,
    sql`delete from ${loginThrottle} where ${lt(loginThrottle.windowStart, windowStart)} returning 1`,
  );
  return { refreshTokens: refreshTokensDeleted, loginCounts: loginCountsDeleted };
};

/** The rows a `delete … returning 1` deleted, counted in the database (a first sweep may find many). */
const deletedCount = async (db: Database, deletion: SQL) => {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`with deleted as (${deletion}) select count(*) as n from deleted`),
  );
  return Number(row?.n ?? 0);
};

/**
 * Sweeps now and then every `SWEEP_INTERVAL_MS` until the returned function is called; that
 * waits for a sweep under way, so the database can be closed after it. A failed sweep is logged
 * and the next one tries again; the timer does not keep the process alive.
 */
export const startSignInSweep = (db: Database, now: () => Date) => {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepSignInRows(db, now()).catch(logUnexpectedError);
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
