import { eq, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { loginThrottle } from '../../db/schema/index';

/**
 * Sign-in limits (docs/security.md). Two keys are counted for every attempt:
 * - the account (e-mail): 5 attempts per window go straight through; after that each attempt must
 *   wait a delay that doubles (1 s, 2 s, 4 s … at most 60 s). Nobody can lock the owner out: the
 *   right password works again after at most a minute, while a guesser gets about one try a minute.
 * - the client address: at most 30 attempts per window over all accounts, so spraying one
 *   password over many accounts stops.
 * An attempt is counted BEFORE the password is checked, in one statement per key, so a burst of
 * parallel guesses gets no more tries than the limit. A successful sign-in clears the account's
 * count and gives the address its attempt back.
 */
export const FREE_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
export const ATTEMPTS_PER_ADDRESS = 30;
export const WINDOW_MINUTES = 15;

export const TOO_MANY_LOGINS_MESSAGE =
  'For mange mislykkede innloggingsforsøk. Vent litt og prøv igjen.';
export const TOO_MANY_FROM_ADDRESS_MESSAGE = `For mange innloggingsforsøk fra denne adressen. Prøv igjen om ${WINDOW_MINUTES} minutter.`;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

type Limit = {
  key: string;
  free: number;
  /** When `attempts` (after this one) reaches `free`, the next attempt waits until this time. */
  nextAllowedAt: (attempts: SQL, now: SQL) => SQL;
};

/**
 * Counts one attempt for `limit.key` unless the key is waiting; true when the attempt may go on.
 * A window that has ended starts a new count.
 */
const reserve = async (deps: AppDeps, limit: Limit): Promise<boolean> => {
  const now = deps.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MINUTES * 60_000).toISOString()}::timestamptz`;
  const expired = sql`${loginThrottle.windowStart} < ${windowStart}`;
  const attempts = sql`(case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end)`;
  const rows = await deps.db
    .insert(loginThrottle)
    .values({ key: limit.key, attempts: 1, windowStart: now, nextAllowedAt: null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts,
        windowStart: sql`case when ${expired} then ${nowSql} else ${loginThrottle.windowStart} end`,
        nextAllowedAt: sql`case when ${attempts} >= ${limit.free} then ${limit.nextAllowedAt(attempts, nowSql)} else null end`,
      },
      setWhere: sql`${expired} or ${loginThrottle.nextAllowedAt} is null or ${loginThrottle.nextAllowedAt} <= ${nowSql}`,
    })
    .returning({ attempts: loginThrottle.attempts });
  return rows.length > 0;
};

const accountLimit = (email: string): Limit => ({
  key: accountKey(email),
  free: FREE_ATTEMPTS_PER_ACCOUNT,
  nextAllowedAt: (attempts, now) =>
    sql`${now} + make_interval(secs => least(power(2, ${attempts} - ${FREE_ATTEMPTS_PER_ACCOUNT}), ${MAX_ACCOUNT_DELAY_SECONDS}))`,
});

const addressLimit = (address: string): Limit => ({
  key: addressKey(address),
  free: ATTEMPTS_PER_ADDRESS,
  // The last allowed attempt closes the address until the window ends.
  nextAllowedAt: (_attempts, now) => sql`${now} + make_interval(mins => ${WINDOW_MINUTES})`,
});

export type ThrottleVerdict =
  | { verdict: 'allowed' }
  | { verdict: 'account-waiting' | 'address-blocked'; retryAfterSeconds: number };

/** Whole seconds until `key` may try again (at least 1), for the 429's Retry-After. */
const secondsUntilAllowed = async (deps: AppDeps, key: string): Promise<number> => {
  const [row] = await deps.db
    .select({ nextAllowedAt: loginThrottle.nextAllowedAt })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const waitMs = (row?.nextAllowedAt?.getTime() ?? 0) - deps.now().getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
};

/** Counts a sign-in attempt before the password is checked. */
export const reserveLoginAttempt = async (
  deps: AppDeps,
  email: string,
  address: string | null,
): Promise<ThrottleVerdict> => {
  if (address && !(await reserve(deps, addressLimit(address)))) {
    const retryAfterSeconds = await secondsUntilAllowed(deps, addressKey(address));
    return { verdict: 'address-blocked', retryAfterSeconds };
  }
  if (!(await reserve(deps, accountLimit(email)))) {
    const retryAfterSeconds = await secondsUntilAllowed(deps, accountKey(email));
    return { verdict: 'account-waiting', retryAfterSeconds };
  }
  return { verdict: 'allowed' };
};

/** The account starts afresh (a successful sign-in, a password reset). */
export const clearAccountAttempts = async (deps: AppDeps, email: string) => {
  await deps.db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
};

/** After a successful sign-in: the account starts afresh, the address gets its attempt back. */
export const releaseLoginAttempt = async (deps: AppDeps, email: string, address: string | null) => {
  await clearAccountAttempts(deps, email);
  if (!address) return;
  await deps.db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(eq(loginThrottle.key, addressKey(address)));
};
