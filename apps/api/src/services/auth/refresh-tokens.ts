import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { refreshTokens } from '../../db/schema/index';
import { loadActiveUser } from '../../auth/current-user';
import { ApiError, messages } from '../../http/errors';
import { securityEvent } from '../../http/security-log';

export type TokenPair = { access: string; refresh: string };

/** A new access/refresh pair; the refresh token's jti is recorded so it can be rotated once. */
export const issueTokenPair = async (deps: AppDeps, userId: number): Promise<TokenPair> => {
  const access = await deps.tokens.issue(userId, 'access');
  const refresh = await deps.tokens.issue(userId, 'refresh');
  await deps.db.insert(refreshTokens).values({
    jti: refresh.jti,
    userId,
    createdAt: deps.now(),
    expiresAt: refresh.expiresAt,
  });
  return { access: access.token, refresh: refresh.token };
};

/**
 * Rotation: the presented refresh token is revoked (atomically, so it works once even under
 * concurrent requests) and a new pair is issued. A forged, expired, unknown or already used
 * refresh token, or an inactive user, gets 401.
 */
export const rotateRefreshToken = async (deps: AppDeps, refresh: string): Promise<TokenPair> => {
  const claims = await deps.tokens.verify(refresh, 'refresh');
  if (!claims) throw new ApiError(401, messages.invalidToken);
  const now = deps.now();
  const [revoked] = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        eq(refreshTokens.userId, claims.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ jti: refreshTokens.jti });
  if (!revoked) {
    // A rotated token presented again means two parties hold the chain: end all of it.
    await revokeFamilyOf(deps, claims.jti);
    securityEvent('refresh.reused', { user_id: claims.userId });
    throw new ApiError(401, messages.invalidToken);
  }
  const user = await loadActiveUser(deps.db, claims.userId);
  if (!user) throw new ApiError(401, messages.invalidToken);
  const pair = await issueTokenPair(deps, user.id);
  const next = await deps.tokens.verify(pair.refresh, 'refresh');
  await deps.db
    .update(refreshTokens)
    .set({ replacedBy: next?.jti ?? null })
    .where(eq(refreshTokens.jti, claims.jti));
  return pair;
};

/**
 * Revokes a refresh token and every token issued after it by rotation (its `replaced_by` chain).
 * Called when a rotated token is reused; a no-op for unknown tokens.
 */
export const revokeFamilyOf = async (deps: AppDeps, jti: string) => {
  await deps.db.execute(sql`
    with recursive family(jti, replaced_by) as (
      select jti, replaced_by from refresh_tokens where jti = ${jti}
      union
      select r.jti, r.replaced_by from refresh_tokens r join family f on r.jti = f.replaced_by
    )
    update refresh_tokens set revoked_at = ${deps.now().toISOString()}::timestamptz
    where jti in (select jti from family) and revoked_at is null`);
};

/** Revokes one refresh token of the user presenting it ('Logg ut'); unknown or forged: nothing. */
export const revokeRefreshToken = async (deps: AppDeps, refresh: string) => {
  const claims = await deps.tokens.verify(refresh, 'refresh');
  if (!claims) return;
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(refreshTokens.jti, claims.jti),
        eq(refreshTokens.userId, claims.userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
};

/** Revokes every live refresh token of a user (after a password change or reset). */
export const revokeAllRefreshTokens = async (deps: AppDeps, userId: number) => {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: deps.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
