import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';
import { suitePort } from './e2e/free-port';

// The mock mode (`npm run dev:mocks`) in Chromium: its own Vite dev server, no API, no database.
// Part of `npm test` (after the journeys, about 30 s: the dev server's first page load pre-bundles
// the dependencies); alone: `npm run e2e:mocks -w @portal/portal`.
const port = suitePort('MOCKS_PORT');
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e-mocks',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { ...journeys.use, baseURL },
  projects: [{ name: 'mocks' }],
  webServer: {
    // Vite's dev server in a script of ours, `exec`ed so that it is Playwright's own child and
    // stops with it (e2e-mocks/serve.mjs says why).
    command: `exec node e2e-mocks/serve.mjs`,
    env: { PORT: String(port) },
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
