// Playwright's webServer for the mock mode: Vite's dev server (`vite --mode mocks`) on PORT, run
// in this process through Vite's API.
//
// Started as `npx vite`, the dev server was a grandchild of Playwright with no watchdog: when a
// stopped test run killed Playwright, it lived on and held its port, so the next run could not
// start. Here it stops on a signal and when Playwright, this script's parent, is gone
// (e2e/stop-with-parent.mjs, as e2e/serve.mjs does for the API).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { stopWithParent } from '../e2e/stop-with-parent.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  mode: 'mocks',
  server: { port: Number(process.env.PORT), strictPort: true },
});
await server.listen();
server.printUrls();

stopWithParent(() => server.close());
