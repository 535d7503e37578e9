import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { createSecretBox } from '../../auth/secret-box';
import type { AppDeps } from '../../deps';
import { passwordResetTokens, users } from '../../db/schema/index';
import { FieldError } from '../../http/errors';
import { findUserByEmail } from './find-user';
import { securityEvent } from '../../http/security-log';
import { createResetToken } from './password-reset';

export const NO_USER_WITH_EMAIL_MESSAGE = 'Det finnes ingen aktiv bruker med denne e-postadressen.';

/** A token of the staff token list (seed 001: id, user_email, key, created_at). */
export type StaffResetToken = { id: number; user_email: string; key: string; created_at: string };

/** Staff create a password token for a user's e-mail; the link is {origin}/confirm-reset-password/?token={key}. */
export const createStaffResetToken = async (
  deps: AppDeps,
  staffUserId: number,
  email: string,
): Promise<StaffResetToken> => {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) throw new FieldError({ email: [NO_USER_WITH_EMAIL_MESSAGE] });
  const box = createSecretBox(deps.config.jwtSecret);
  const token = await createResetToken(deps, user.id, {
    createdById: staffUserId,
    keyEncrypted: box.seal,
  });
  securityEvent('reset_token.created', { user_id: user.id, by_user_id: staffUserId });
  return {
    id: token.id,
    user_email: user.email,
    key: token.key,
    created_at: token.createdAt.toISOString(),
  };
};

/** Live (unused, unexpired) staff-created tokens, newest first. */
export const listStaffResetTokens = async (deps: AppDeps): Promise<StaffResetToken[]> => {
  const box = createSecretBox(deps.config.jwtSecret);
  const rows = await deps.db
    .select({
      id: passwordResetTokens.id,
      email: users.email,
      keyEncrypted: passwordResetTokens.keyEncrypted,
      createdAt: passwordResetTokens.createdAt,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        isNotNull(passwordResetTokens.keyEncrypted),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, deps.now()),
      ),
    )
    .orderBy(desc(passwordResetTokens.createdAt), desc(passwordResetTokens.id));
  return rows.flatMap((row) => {
    // A key sealed under an older JWT_SECRET cannot be shown again; it still works by link.
    const key = row.keyEncrypted ? box.open(row.keyEncrypted) : null;
    return key
      ? [{ id: row.id, user_email: row.email, key, created_at: row.createdAt.toISOString() }]
      : [];
  });
};
