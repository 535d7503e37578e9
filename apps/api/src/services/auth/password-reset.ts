import { createHash, randomBytes } from 'node:crypto';
import { passwordResetLink } from '@portal/domain/access';
import { RESET_TOKEN_INVALID_MESSAGE } from '@portal/domain/schemas';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashPassword } from '../../auth/password';
import { FieldError } from '../../http/errors';
import { getCompanySettings } from '../settings/company-settings';
import { findUserByEmail } from './find-user';
import { clearAccountAttempts } from './login-throttle';
import { passwordProblems } from './password-validation';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { securityEvent } from '../../http/security-log';

// Seed 000 section 8: the answer to every reset request.
export const RESET_REQUEST_MESSAGE =
  'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker';
// Seed 000 section 8: 'Passord er lagret'.
export const RESET_CONFIRMED_MESSAGE = 'Passord er lagret';
// The form and the body's cap say it too.
export { RESET_TOKEN_INVALID_MESSAGE };

/** Reset keys are 256 random bits; only their SHA-256 is stored. */
export const hashResetKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newResetKey = () => randomBytes(32).toString('base64url');

/**
 * Creates a reset token for the user and returns its key. `keyEncrypted` is kept for tokens staff
 * create, so their list can show the link again.
 */
export const createResetToken = async (
  deps: AppDeps,
  userId: number,
  options: { createdById?: number; keyEncrypted?: (key: string) => string } = {},
): Promise<{ id: number; key: string; createdAt: Date; expiresAt: Date }> => {
  const settings = await getCompanySettings(deps.db);
  const key = newResetKey();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + settings.resetTokenValidDays * 24 * 60 * 60 * 1000);
  const [row] = await deps.db
    .insert(passwordResetTokens)
    .values({
      userId,
      keyHash: hashResetKey(key),
      keyEncrypted: options.keyEncrypted ? options.keyEncrypted(key) : null,
      createdById: options.createdById ?? null,
      createdAt: now,
      expiresAt,
    })
    .returning({ id: passwordResetTokens.id });
  if (!row) throw new Error('password reset token not stored');
  return { id: row.id, key, createdAt: now, expiresAt };
};

/** Reset mails one address gets per hour at most: more would let anyone flood an inbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;

/** Self-service reset tokens the user got within the last hour (staff-made tokens do not count). */
const recentResetMails = async (deps: AppDeps, userId: number): Promise<number> => {
  const since = new Date(deps.now().getTime() - 60 * 60 * 1000);
  const [row] = await deps.db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.createdById),
        gt(passwordResetTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};

/**
 * Mails a reset link when the e-mail belongs to an active user; says nothing either way. Past
 * MAX_RESET_MAILS_PER_HOUR the request is answered the same and sends nothing.
 */
export const requestPasswordReset = async (deps: AppDeps, email: string): Promise<void> => {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  // Counted and issued under a lock on the user's row, so a burst of parallel requests cannot
  // all see 'under the limit' and all send a mail.
  const key = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const inTx = { ...deps, db: tx as unknown as AppDeps['db'] };
    if ((await recentResetMails(inTx, user.id)) >= MAX_RESET_MAILS_PER_HOUR) return null;
    return (await createResetToken(inTx, user.id)).key;
  });
  if (!key) return;
  const link = passwordResetLink(deps.config.publicUrl, key);
  await deps.mailer.send({
    to: user.email,
    subject: 'Tilbakestill passordet ditt',
    text: [
      `Hei ${user.firstName}`.trim() + ',',
      '',
      'Vi har fått en forespørsel om å resette passordet ditt. Åpne lenken for å velge et nytt passord:',
      link,
      '',
      'Lenken kan brukes én gang og utløper om noen dager. Har du ikke bedt om dette, kan du se bort fra e-posten.',
    ].join('\n'),
    html: `<p>Hei ${escapeHtml(user.firstName)},</p><p>Vi har fått en forespørsel om å resette passordet ditt. Åpne lenken for å velge et nytt passord:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Lenken kan brukes én gang og utløper om noen dager. Har du ikke bedt om dette, kan du se bort fra e-posten.</p>`,
  });
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * Sets a new password with a live reset token: single use, expiring. A bad token is
 * 400 {token: [...]}; a weak password 400 {password: [...]}. Other sessions are signed out.
 */
export const confirmPasswordReset = async (
  deps: AppDeps,
  key: string,
  password: string,
): Promise<void> => {
  const now = deps.now();
  const [token] = await deps.db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.keyHash, hashResetKey(key)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!token) throw new FieldError({ token: [RESET_TOKEN_INVALID_MESSAGE] });
  const [user] = await deps.db.select().from(users).where(eq(users.id, token.userId));
  if (!user || !user.isActive) throw new FieldError({ token: [RESET_TOKEN_INVALID_MESSAGE] });
  const problems = passwordProblems(password, user);
  if (problems.length) throw new FieldError({ password: problems });
  // Claim the token first so two concurrent confirmations cannot both succeed.
  const [claimed] = await deps.db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (!claimed) throw new FieldError({ token: [RESET_TOKEN_INVALID_MESSAGE] });
  await deps.db
    .update(users)
    .set({ password: await hashPassword(password, deps.config.passwordHash) })
    .where(eq(users.id, user.id));
  await revokeAllRefreshTokens(deps, user.id);
  securityEvent('password.reset', { user_id: user.id });
  await clearAccountAttempts(deps, user.email.toLowerCase());
};
