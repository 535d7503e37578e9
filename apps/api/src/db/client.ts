import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { withPreparedStatements } from './pglite-statements';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The query API common to both engines; services use only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the drizzle-kit migrations of apps/api/drizzle. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// pg_trgm serves the substring searches (ILIKE '%…%') of names, e-mails and phones by index;
// PostgreSQL ships it, PGlite loads it here (migration 0004 creates the extension).
// (The options-only form: `new PGlite(undefined, options)` ignores the extensions.)
const newPglite = (dataDir?: string, loadDataDir?: Blob) =>
  new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });

const pgliteHandle = (client: PGlite): DatabaseHandle => {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

/**
 * PGlite: `dataDir` on disk, or in memory when undefined. `image` (from `migratedPgliteImage`)
 * starts it as a copy of that database.
 */
export const openPglite = (dataDir?: string, image?: Blob): DatabaseHandle =>
  pgliteHandle(withPreparedStatements(newPglite(dataDir, image)));

/**
 * A freshly migrated in-memory PGlite's data directory as a tarball. The API tests open every
 * test database from it: loading it took 1.1–1.4 s where a new database and its migrations took
 * 2.1–2.3 s.
 */
export const migratedPgliteImage = async (): Promise<Blob> => {
  const client = newPglite();
  try {
    await pgliteHandle(client).migrate();
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
};

/**
 * The pool's connections when DATABASE_POOL_SIZE is unset: twice the cores, 2 to 10. More
 * connections than PostgreSQL has cores to run them only queue inside it: on two cores, 4
 * connections against 10 used 15–20 % less of PostgreSQL's CPU a request and answered more
 * (docs/performance.md). The cores are this host's, which is right when PostgreSQL runs on one
 * like it; for a larger database server, set DATABASE_POOL_SIZE to about twice its cores.
 */
export const defaultPoolSize = (cores = availableParallelism()): number =>
  Math.min(10, Math.max(2, 2 * cores));

export type PostgresOptions = {
  /** Connections in the pool (default `defaultPoolSize()`); see docs/performance.md. */
  poolSize?: number;
  /** Sees every query's SQL and parameters (the benchmark uses it to EXPLAIN the reads). */
  logQuery?: (query: string, params: unknown[]) => void;
};

/**
 * The settings of the API's PostgreSQL sessions. No JIT: the API's statements are short, and the
 * planner's estimates for the per-row subqueries of the reports put them over jit_above_cost,
 * where compiling took 0.4 s of a 0.8 s query (docs/performance.md).
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

export const openPostgres = (url: string, options: PostgresOptions = {}): DatabaseHandle => {
  const max = options.poolSize ?? defaultPoolSize();
  const pool = new pg.Pool({ connectionString: url, max, options: POSTGRES_SESSION_OPTIONS });
  // An idle client can be dropped by the server (restart, or a test database dropped WITH FORCE);
  // without a listener pg re-throws that as an uncaught error and takes the process down.
  pool.on('error', (error) => console.error(`PostgreSQL pool: ${error.message}`));
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  const db = drizzlePg(pool, { schema, logger });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
};

/** The configured engine: PostgreSQL with DATABASE_URL, else PGlite in <dataDir>/pglite. */
export const openDatabase = (config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseHandle =>
  config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : openPglite(join(config.dataDir, 'pglite'));
