import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { createTokenService } from '../auth/tokens';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';
import type { ApiApp } from '../http/env';
import { createMailer } from '../mail/mailer';
import { createTestClock, type TestClock } from './clock';
import { openTestDatabase, testEngine, type TestEngine } from './database';
import { setSecurityLogSink } from '../http/security-log';
import { TEST_HASH_OPTIONS } from './factories';

export type TestApp = {
  app: ApiApp;
  db: Database;
  deps: AppDeps;
  clock: TestClock;
  engine: TestEngine;
  close: () => Promise<void>;
  /** `JWT <access>` for the user: a freshly minted access token, no login needed. */
  authHeader: (userId: number) => Promise<string>;
  /**
   * One JSON request through app.request. `as` = user id to sign in as (JWT header).
   * Returns the status and the parsed JSON body (null when there is none).
   */
  request: <T = unknown>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      as?: number;
      headers?: Record<string, string>;
      /** The client's address, as @hono/node-server reports the socket's (default: none). */
      address?: string;
    },
  ) => Promise<{ status: number; body: T; headers: Headers }>;
};

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  nodeEnv: 'test',
  port: 3000,
  databaseUrl: undefined,
  databasePoolSize: undefined,
  dataDir: '/nonexistent',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
  smtpUrl: undefined,
  mailFrom: 'Portal <no-reply@test.no>',
  publicUrl: 'http://portal.test',
  metabase: undefined,
  viewerCacheSeconds: 5,
  clockOffsetMs: 0,
  passwordHash: TEST_HASH_OPTIONS,
  ...overrides,
});

/** The app on a fresh migrated database (in-memory PGlite, or a new PostgreSQL database). */
export type TestAppOptions = {
  config?: Partial<Config>;
  /** Extra routes for a test, added before the first request (Hono freezes routing then). */
  setup?: (app: ApiApp) => void;
  /** Serve this directory as the portal (createApp's staticDir). */
  staticDir?: string;
};

export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  // Security events are not test output; test/security-log.test.ts captures them itself.
  setSecurityLogSink(() => {});
  const handle: DatabaseHandle = await openTestDatabase();
  const clock = createTestClock();
  const config = testConfig(options.config);
  const deps: AppDeps = {
    db: handle.db,
    config,
    now: clock.now,
    tokens: createTokenService(config.jwtSecret, clock.now),
    mailer: createMailer(handle.db, { from: config.mailFrom, now: clock.now }),
  };
  const app = createApp(deps, { staticDir: options.staticDir });
  options.setup?.(app);
  // One token per user and second of the test clock, reused as a browser reuses its token. A new
  // one per request (its jti is random) missed the API's verified-token cache every time: two
  // HMACs on the thread pool per request, and the fuzz suite sends 42,000 requests.
  const issued = new Map<string, Promise<string>>();
  const authHeader = (userId: number) => {
    const key = `${userId}@${Math.floor(clock.now().getTime() / 1000)}`;
    let header = issued.get(key);
    if (!header) {
      header = deps.tokens.issue(userId, 'access').then(({ token }) => `JWT ${token}`);
      issued.set(key, header);
    }
    return header;
  };
  return {
    app,
    db: handle.db,
    deps,
    clock,
    engine: testEngine(),
    close: handle.close,
    authHeader,
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
      if (opts.as !== undefined) headers.authorization = await authHeader(opts.as);
      const env = opts.address ? { incoming: { socket: { remoteAddress: opts.address } } } : {};
      const res = await app.request(
        path,
        {
          method,
          headers,
          body:
            opts.body === undefined
              ? undefined
              : typeof opts.body === 'string'
                ? opts.body
                : JSON.stringify(opts.body),
        },
        env,
      );
      const text = await res.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      return { status: res.status, body: body as never, headers: res.headers };
    },
  };
};

/**
 * One TestApp per test file: built in beforeAll, closed in afterAll. Read it inside tests
 * (`const t = useTestApp(); it('...', async () => { t().request(...) })`).
 */
export const useTestApp = (options: TestAppOptions = {}): (() => TestApp) => {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: used outside a test');
    return current;
  };
};
