import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/index';
import { hashPassword, verifyPassword, type HashOptions } from '../../auth/password';
import { ApiError } from '../../http/errors';
import { findUserByEmail } from './find-user';
import {
  TOO_MANY_FROM_ADDRESS_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-throttle';
import { issueTokenPair, type TokenPair } from './refresh-tokens';
import { teacherNeedsUpdate, userSummary, type UserSummary } from './user-summary';
import { emailHash, securityEvent } from '../../http/security-log';

export const LOGIN_FAILED_MESSAGE = 'Ingen aktiv konto funnet med oppgitt e-post og passord.';

export type LoginResult = TokenPair & {
  user: UserSummary;
  type: UserSummary['user_type'];
  needs_update: boolean;
};

// Unknown e-mails are checked against a hash of the configured cost, so both cases take the same
// time; one per cost (a test app's is cheap), made once.
const dummyHashes = new Map<string, Promise<string>>();
const dummyHash = (options: HashOptions) => {
  const key = `${options.N}/${options.r}/${options.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('not-a-password', options);
    dummyHashes.set(key, hash);
  }
  return hash;
};

/**
 * Signs a user in; 401 for a wrong e-mail or password or an inactive user, 429 when the attempt
 * is over the account's or the address's limit (counted before the password is checked).
 */
export const login = async (
  deps: AppDeps,
  email: string,
  password: string,
  address: string | null,
): Promise<LoginResult> => {
  const key = email.trim().toLowerCase();
  const throttle = await reserveLoginAttempt(deps, key, address);
  if (throttle.verdict !== 'allowed') {
    securityEvent('login.throttled', {
      email_hash: emailHash(key),
      address,
      reason: throttle.verdict,
    });
    throw new ApiError(
      429,
      throttle.verdict === 'address-blocked'
        ? TOO_MANY_FROM_ADDRESS_MESSAGE
        : TOO_MANY_LOGINS_MESSAGE,
      { 'Retry-After': String(throttle.retryAfterSeconds) },
    );
  }
  const user = await findUserByEmail(deps.db, key);
  const ok = await verifyPassword(
    password,
    user?.password ?? (await dummyHash(deps.config.passwordHash)),
  );
  if (!user || !ok || !user.isActive) {
    securityEvent('login.failed', {
      user_id: user?.id,
      email_hash: user ? undefined : emailHash(key),
      address,
      reason: !user ? 'unknown_email' : !ok ? 'wrong_password' : 'inactive',
    });
    throw new ApiError(401, LOGIN_FAILED_MESSAGE);
  }
  await releaseLoginAttempt(deps, key, address);
  await deps.db.update(users).set({ lastLogin: deps.now() }).where(eq(users.id, user.id));
  const summary = await userSummary(deps.db, user);
  return {
    ...(await issueTokenPair(deps, user.id)),
    user: summary,
    type: summary.user_type,
    needs_update: await teacherNeedsUpdate(deps.db, user),
  };
};
