import { PASSWORD_HASH_DEFAULTS } from './auth/password';
import type { Config } from './config';

/** A configuration for building the app without running it (OpenAPI generation). */
export const testConfigFor = (purpose: string): Config => ({
  nodeEnv: 'development',
  port: 3000,
  databaseUrl: undefined,
  databasePoolSize: undefined,
  dataDir: `/nonexistent/${purpose}`,
  jwtSecret: 'not-a-secret-only-used-to-build-the-route-table',
  smtpUrl: undefined,
  mailFrom: 'Portal <no-reply@localhost>',
  publicUrl: 'http://localhost:3000',
  metabase: undefined,
  viewerCacheSeconds: 0,
  clockOffsetMs: 0,
  passwordHash: PASSWORD_HASH_DEFAULTS,
});
