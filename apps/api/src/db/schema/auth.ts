import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// Password reset tokens: only a SHA-256 of the key is stored; single use, expiring.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    // Staff-created tokens must be shown again in the token list (seed 001): the key is kept
    // encrypted with a key derived from JWT_SECRET. Null for self-service reset tokens.
    keyEncrypted: text('key_encrypted'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    // The staff's token list shows the live ones they made: a few among years of used and
    // expired tokens (migration 0028).
    index('password_reset_tokens_staff_live_idx')
      .on(t.expiresAt)
      .where(sql`${t.keyEncrypted} is not null and ${t.usedAt} is null`),
  ],
);

// One row per issued refresh token; rotation revokes the old one and points at its successor.
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    // The hourly sweep deletes the expired ones (services/auth/session-sweep.ts).
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

// Sign-in attempts per throttle key ('account:<e-mail>' or 'address:<ip>'), for the login rate
// limits (services/auth/login-throttle.ts). An attempt is counted BEFORE the password is checked,
// in one statement, so a burst cannot get more guesses than the limit. In the database so it holds
// across restarts and across several API processes on one PostgreSQL.
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
});
