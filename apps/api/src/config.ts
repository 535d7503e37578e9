import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { PASSWORD_HASH_DEFAULTS, type HashOptions } from './auth/password';
import { packageRoot } from './paths';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  METABASE_SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must be the site address, without query or fragment')
    .optional(),
  METABASE_SECRET_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (Metabase shows a 64-character key)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections, 1 to 100' })
    .int('must be a whole number of connections, 1 to 100')
    .min(1, 'must be a whole number of connections, 1 to 100')
    .max(100, 'must be a whole number of connections, 1 to 100')
    .optional(),
  VIEWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  CLOCK_OFFSET_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .default(0),
});

/** Metabase static embedding: the site and its embedding secret (Admin > Embedding). */
export type MetabaseConfig = {
  /** The Metabase site, without trailing slash. */
  siteUrl: string;
  secretKey: string;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections of the pool; unset: sized by the cores (db/client.ts). */
  databasePoolSize: number | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of links in mail, without trailing slash. */
  publicUrl: string;
  /** Unset: the staff dashboard says what to configure (both variables or neither). */
  metabase: MetabaseConfig | undefined;
  /**
   * How long a signed-in user's lookup is reused by this process (0: never). Writes through this
   * process empty it at once; see src/auth/viewer-cache.ts.
   */
  viewerCacheSeconds: number;
  /**
   * Added to the clock the API reads for every date rule, token and mail (0 in production). The
   * end-to-end suite sets it so that every journey runs on one day, whatever day it runs.
   */
  clockOffsetMs: number;
  /**
   * scrypt's cost for new password hashes and for the hash an unknown e-mail is checked against
   * (PASSWORD_HASH_DEFAULTS; the tests' users have cheap hashes, and so does their comparison).
   */
  passwordHash: HashOptions;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyToUndefined = (env: NodeJS.ProcessEnv): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));

/** The development JWT secret: generated once and kept in the data directory. */
const developmentSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/**
 * Reads and validates the configuration. Throws ConfigError naming every bad variable.
 * DATA_DIR defaults to apps/api/.data; a relative DATA_DIR is resolved against the working directory.
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && e.CLOCK_OFFSET_MS !== 0) {
    throw new ConfigError(
      'Invalid configuration:\n  CLOCK_OFFSET_MS: only for tests; unset it when NODE_ENV=production',
    );
  }
  if (Boolean(e.METABASE_SITE_URL) !== Boolean(e.METABASE_SECRET_KEY)) {
    const missing = e.METABASE_SITE_URL ? 'METABASE_SECRET_KEY' : 'METABASE_SITE_URL';
    const other = e.METABASE_SITE_URL ? 'METABASE_SITE_URL' : 'METABASE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required when ${other} is set`);
  }
  const dataDir = e.DATA_DIR
    ? isAbsolute(e.DATA_DIR)
      ? e.DATA_DIR
      : resolve(process.cwd(), e.DATA_DIR)
    : join(packageRoot, '.data');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    metabase:
      e.METABASE_SITE_URL && e.METABASE_SECRET_KEY
        ? { siteUrl: e.METABASE_SITE_URL.replace(/\/+$/, ''), secretKey: e.METABASE_SECRET_KEY }
        : undefined,
    viewerCacheSeconds: e.VIEWER_CACHE_SECONDS,
    clockOffsetMs: e.CLOCK_OFFSET_MS,
    passwordHash: PASSWORD_HASH_DEFAULTS,
  };
};
