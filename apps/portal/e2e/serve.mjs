// Playwright's webServer: the BUILT API (apps/api/dist/server.js) serving the BUILT portal
// (apps/portal/dist) on PORT, with a fresh temporary data directory that is removed on exit.
//
// The API runs in this process (its `startServer`), not in a child: a child outlived this script
// when a stopped test run killed it, and held the port so the next run could not start. For the
// same reason the server also stops when Playwright, this script's parent, is gone.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stopWithParent } from './stop-with-parent.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = join(here, '../../api/dist/server.js');
const portalDist = join(here, '../dist/index.html');
for (const [file, what] of [
  [serverEntry, 'the API (npm run build -w @portal/api)'],
  [portalDist, 'the portal (npm run build -w @portal/portal)'],
]) {
  if (!existsSync(file)) {
    console.error(`e2e: ${file} is missing; build ${what} first.`);
    process.exit(1);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

const { startServer } = await import(pathToFileURL(serverEntry).href);
let running;
try {
  running = await startServer({
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  });
} catch (err) {
  console.error(err);
  cleanUp();
  process.exit(1);
}
console.log(`e2e: API listening on ${running.url}/api/ (PGlite in ${dataDir})`);

stopWithParent(async () => {
  try {
    await running.stop();
  } finally {
    cleanUp();
  }
});
