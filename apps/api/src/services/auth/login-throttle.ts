import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { loginFailures } from '../../db/schema/index';

/** After this many failed sign-ins for one e-mail within the window, it is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

export const TOO_MANY_LOGINS_MESSAGE = `For mange mislykkede innloggingsforsøk. Prøv igjen om ${LOCK_MINUTES} minutter.`;

const minutes = (n: number) => n * 60 * 1000;

/** True while the e-mail is locked out. */
export const isLoginLocked = async (deps: AppDeps, email: string): Promise<boolean> => {
  const [row] = await deps.db.select().from(loginFailures).where(eq(loginFailures.email, email));
  return !!row?.lockedUntil && row.lockedUntil > deps.now();
};

/** Counts one failure; the MAX_FAILED_LOGINS-th within the window locks the e-mail. */
export const recordLoginFailure = async (deps: AppDeps, email: string) => {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - minutes(FAILURE_WINDOW_MINUTES));
  const lockUntil = new Date(now.getTime() + minutes(LOCK_MINUTES));
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowSql = sql`${windowStart.toISOString()}::timestamptz`;
  // One statement: a failure outside the window starts a new count.
  await deps.db
    .insert(loginFailures)
    .values({ email, failures: 1, firstFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`case when ${loginFailures.firstFailureAt} < ${windowSql} then 1 else ${loginFailures.failures} + 1 end`,
        firstFailureAt: sql`case when ${loginFailures.firstFailureAt} < ${windowSql} then ${nowSql} else ${loginFailures.firstFailureAt} end`,
      },
    });
  await deps.db
    .update(loginFailures)
    .set({ lockedUntil: lockUntil, failures: 0, firstFailureAt: now })
    .where(
      sql`${loginFailures.email} = ${email} and ${loginFailures.failures} >= ${MAX_FAILED_LOGINS}`,
    );
};

export const clearLoginFailures = async (deps: AppDeps, email: string) => {
  await deps.db.delete(loginFailures).where(eq(loginFailures.email, email));
};
