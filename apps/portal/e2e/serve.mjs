// Playwright's webServer: the BUILT API (apps/api/dist/server.js) serving the BUILT portal
// (apps/portal/dist) on PORT, with a fresh temporary data directory that is removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const child = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  stdio: 'inherit',
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
