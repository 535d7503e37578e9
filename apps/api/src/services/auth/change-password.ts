import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../auth/password';
import { FieldError, notFound } from '../../http/errors';
import { passwordProblems } from './password-validation';
import { issueTokenPair, revokeAllRefreshTokens, type TokenPair } from './refresh-tokens';
import { securityEvent } from '../../http/security-log';

// Seed 000 section 8: 'Passord endret' / 'Passordet ditt har blitt oppdatert'.
export const PASSWORD_CHANGED_MESSAGE = 'Passordet ditt har blitt oppdatert';
export const OLD_PASSWORD_WRONG_MESSAGE = 'Gammelt passord er feil.';

/**
 * Changes the signed-in user's password; 400 {old_password} when wrong, {new_password} when weak.
 * Every refresh token of the user is revoked (a stolen session ends here); the caller gets a new
 * pair so their own session goes on.
 */
export const changePassword = async (
  deps: AppDeps,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<TokenPair> => {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (!(await verifyPassword(oldPassword, user.password))) {
    throw new FieldError({ old_password: [OLD_PASSWORD_WRONG_MESSAGE] });
  }
  const problems = passwordProblems(newPassword, user);
  if (problems.length) throw new FieldError({ new_password: problems });
  await deps.db
    .update(users)
    .set({ password: await hashPassword(newPassword, deps.config.passwordHash) })
    .where(eq(users.id, userId));
  await revokeAllRefreshTokens(deps, userId);
  securityEvent('password.changed', { user_id: userId });
  return issueTokenPair(deps, userId);
};
