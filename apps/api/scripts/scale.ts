// `npm run scale -- [--lessons N]`: fills a database with the demo data plus a company of five
// years (src/demo/scale.ts). PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR (default
// apps/api/.data-scale). The database is wiped first. Deterministic for a given --now.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { loadDemoData, wipeDatabase } from '../src/demo/index';
import { SCALE, loadScaleData } from '../src/demo/scale';
import { packageRoot } from '../src/paths';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const main = async () => {
  const lessons = Number(arg('lessons') ?? SCALE.lessons);
  const now = new Date(arg('now') ?? '2026-11-25T12:00:00Z');
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR ?? join(packageRoot, '.data-scale');
  // PGlite makes its own directory (<dataDir>/pglite) but not the ones above it.
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const database = openDatabase({ databaseUrl, dataDir });
  const started = Date.now();
  await database.migrate();
  await wipeDatabase(database.db);
  await loadDemoData(database.db, now);
  console.log(`scale: demo data in ${Date.now() - started} ms`);
  await loadScaleData(database.db, now, { lessons, log: (line) => console.log(line) });
  console.log(
    `scale: ${lessons} lessons, ${SCALE.teachers} teachers, ${SCALE.students} students, ${SCALE.receivers} receivers, ${SCALE.packages} packages on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
