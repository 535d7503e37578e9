// `npm run demo:reload -w @portal/api`: empties the configured database (PGlite in DATA_DIR or
// DATABASE_URL) and loads the demo data again, dated around today.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { loadDemoData } from './load';
import { wipeDatabase } from './wipe';

const main = async () => {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    await wipeDatabase(database.db);
    const started = Date.now();
    const summary = await loadDemoData(database.db, new Date());
    const where = database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(
      `Demo data reloaded into ${where} in ${Date.now() - started} ms: ${summary.users} users, ${summary.activities} activities, ${summary.packages} packages.`,
    );
  } finally {
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
