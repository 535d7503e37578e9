// Runs the API suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const run = (engine) => {
  console.log(
    `\n=== @portal/api tests on ${engine === 'postgres' ? `PostgreSQL (${process.env.TEST_DATABASE_URL})` : 'PGlite (in memory)'} ===\n`,
  );
  const result = spawnSync('npx', ['vitest', 'run', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, TEST_ENGINE: engine },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('pglite');
if (process.env.TEST_DATABASE_URL) run('postgres');
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.');
