import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'api-config-'));

describe('loadConfig', () => {
  it('has working defaults and persists a development JWT secret in the data directory', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: dir,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      metabase: undefined,
      viewerCacheSeconds: 5,
      // New password hashes cost scrypt N=2^15 (only a test app's are cheaper).
      passwordHash: { N: 32768, r: 8, p: 1 },
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      DATABASE_POOL_SIZE: '16',
      JWT_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:587',
      PUBLIC_URL: 'https://portal.example.no/',
      METABASE_SITE_URL: 'https://metabase.example.no/',
      METABASE_SECRET_KEY: 'f'.repeat(64),
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      VIEWER_CACHE_SECONDS: '0',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_OFFSET_MS: '-86400000' }).clockOffsetMs).toBe(
      -86_400_000,
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/portal',
      databasePoolSize: 16,
      jwtSecret: 's'.repeat(40),
      smtpUrl: 'smtp://mail:587',
      publicUrl: 'https://portal.example.no',
      metabase: { siteUrl: 'https://metabase.example.no', secretKey: 'f'.repeat(64) },
      nodeEnv: 'production',
      viewerCacheSeconds: 0,
    });
  });

  it.each([
    [{ PORT: 'tre tusen' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'kort' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ikke en url' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CLOCK_OFFSET_MS: 'i går' }, 'CLOCK_OFFSET_MS'],
    [{ CLOCK_OFFSET_MS: '1.5' }, 'CLOCK_OFFSET_MS'],
    [{ VIEWER_CACHE_SECONDS: '-1' }, 'VIEWER_CACHE_SECONDS'],
    [{ VIEWER_CACHE_SECONDS: 'fem' }, 'VIEWER_CACHE_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'ti' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), CLOCK_OFFSET_MS: '1' },
      'CLOCK_OFFSET_MS',
    ],
    [
      { METABASE_SITE_URL: 'ftp://metabase', METABASE_SECRET_KEY: 'f'.repeat(64) },
      'METABASE_SITE_URL',
    ],
    [
      { METABASE_SITE_URL: 'https://mb.no/?x=1', METABASE_SECRET_KEY: 'f'.repeat(64) },
      'METABASE_SITE_URL',
    ],
    [{ METABASE_SITE_URL: 'https://mb.no', METABASE_SECRET_KEY: 'kort' }, 'METABASE_SECRET_KEY'],
    [{ METABASE_SITE_URL: 'https://mb.no' }, 'METABASE_SECRET_KEY'],
    [{ METABASE_SECRET_KEY: 'f'.repeat(64) }, 'METABASE_SITE_URL'],
  ])('stops on %o naming %s', (env, variable) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
