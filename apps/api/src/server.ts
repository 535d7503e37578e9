import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import { loadDemoDataIfEmpty } from './demo/index';
import { createMailer } from './mail/mailer';
import { describeError } from './http/log-error';
import { startSignInSweep } from './services/auth/session-sweep';
import { packageRoot } from './paths';

export type StartServerOptions = {
  /** The built portal; served with SPA fallback when the directory exists. Default: apps/portal/dist. */
  staticDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Load the demo data into an empty database (default: yes, but never in production). */
  demoData?: boolean;
};

export type RunningServer = {
  url: string;
  config: Config;
  server: ServerType;
  database: DatabaseHandle;
  stop: () => Promise<void>;
};

/** The portal's build output next to this package (apps/portal/dist). */
export const defaultStaticDir = resolve(packageRoot, '../portal/dist');

/**
 * The data directory (PGlite's files, teacher documents) must exist and be writable. In production
 * a missing one is a configuration error with a clear message (creating it could hide a wrong
 * path or an unmounted volume); elsewhere it is created.
 */
export const prepareDataDir = (config: Config) => {
  if (!existsSync(config.dataDir)) {
    if (config.nodeEnv === 'production') {
      throw new ConfigError(
        `Invalid configuration:\n  DATA_DIR: ${config.dataDir} does not exist; create it (writable by this user) or point DATA_DIR at an existing directory`,
      );
    }
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  }
  try {
    if (!statSync(config.dataDir).isDirectory()) throw new Error('not a directory');
    accessSync(config.dataDir, constants.W_OK);
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${config.dataDir} is not a writable directory`,
    );
  }
};

/** Validates config, migrates, loads demo data into an empty database, then listens. */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  const config = loadConfig(options.env);
  prepareDataDir(config);
  const database = openDatabase(config);
  await database.migrate();
  const now = () => new Date(Date.now() + config.clockOffsetMs);
  // Demo accounts share a published password: a production database never gets them.
  const demoData = options.demoData ?? config.nodeEnv !== 'production';
  if (demoData) await loadDemoDataIfEmpty(database.db, now());
  const deps: AppDeps = {
    db: database.db,
    config,
    now,
    tokens: createTokenService(config.jwtSecret, now),
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, now }),
  };
  const stopSweep = startSignInSweep(database.db, now);
  const staticDir = options.staticDir ?? defaultStaticDir;
  const app = createApp(deps, { staticDir: existsSync(staticDir) ? staticDir : undefined });
  const server = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, port: config.port }, () => done(s));
  });
  const url = `http://localhost:${config.port}`;
  return {
    url,
    config,
    server,
    database,
    stop: async () => {
      await stopSweep();
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
    },
  };
};

// Started as a program (node dist/server.js, tsx src/server.ts), not imported by a test.
const isMain = !!process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (isMain) {
  startServer()
    .then(({ url, config, database, stop }) => {
      const engine = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
      console.log(`API listening on ${url}/api/ (${engine}, ${config.nodeEnv})`);
      const shutdown = () => {
        stop().finally(() => process.exit(0));
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : describeError(err));
      process.exit(1);
    });
}
