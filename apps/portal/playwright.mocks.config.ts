import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// The mock mode (`npm run dev:mocks`) in Chromium: its own Vite dev server, no API, no database.
// Part of `npm test` (after the journeys, about 30 s: the dev server's first page load pre-bundles
// the dependencies); alone: `npm run e2e:mocks -w @portal/portal`.
const port = Number(process.env.MOCKS_PORT ?? 3198);
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
    command: `npx vite --mode mocks --port ${port} --strictPort`,
    url: `${baseURL}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
