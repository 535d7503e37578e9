import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migratedPgliteImage, openPglite, openPostgres, type DatabaseHandle } from '../db/client';

export type TestEngine = 'pglite' | 'postgres';

/** The engine of this run: PostgreSQL when TEST_ENGINE=postgres (and TEST_DATABASE_URL is set). */
export const testEngine = (): TestEngine =>
  process.env.TEST_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** A migrated PGlite, made once per test worker (its modules are shared: `isolate: false`). */
let pgliteImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated database: an in-memory PGlite (a copy of one migrated once), or on PostgreSQL
 * a new database `test_<random>` created from TEST_DATABASE_URL and dropped on close (so test
 * files are isolated and can run in parallel).
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  if (testEngine() === 'pglite') {
    pgliteImage ??= migratedPgliteImage();
    return openPglite(undefined, await pgliteImage);
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(adminUrl, name));
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      try {
        await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await drop.end();
      }
    },
  };
};
