import { defineConfig } from '@playwright/test';
import { clockOffsetMs } from './e2e/clock';
import { suitePort } from './e2e/free-port';

// The suite drives the BUILT portal served by the built API on its own port (E2E_PORT, else a
// free one), with a fresh temporary data directory (e2e/serve.mjs creates it, loads the demo data
// and removes it on exit).
const port = suitePort('E2E_PORT');
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // One worker: one embedded database and a login rate limit shared by every test. Two workers,
  // each with a server and database of its own, were tried on 2026-12-02 on a 2-core machine with
  // nothing else running (both still recording traces): 911 s against 778 s for one, every test
  // about twice as slow. One worker (its browser, the API and Playwright) already keeps both
  // cores busy.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  // Generous: the suite shares two cores with the story and API tests under `npm test`. In CI on
  // 2026-12-02 a guarded page took 10 s from `goto` to its redirect's toast, past a 12 s wait once.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // No trace: recording one for every test (to keep it on failure) took nearly a third of the
    // suite's time (two specs: 203–211 s against 135–157 s without; all: 778 s against 551 s).
    // 2026-12-02. A failure keeps its
    // screenshot and Playwright's error context; for a trace, run the spec with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium: no test tool may download a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Every journey but the two that change a demo user's password for good.
    { name: 'journeys', testIgnore: /password-(change|reset)\.spec\.ts$/ },
    // Runs last: laerer@demo.no and forelder@demo.no sign in with the demo password above.
    {
      name: 'password-changes',
      testMatch: /password-(change|reset)\.spec\.ts$/,
      dependencies: ['journeys'],
    },
  ],
  webServer: {
    // `exec`: Playwright runs the command through /bin/sh, which stayed between it and the
    // server; when a stopped run killed Playwright, the server's parent (the shell) lived on, so
    // its watchdog (a new parent id) never fired and the server held the port for the next run.
    command: `exec node e2e/serve.mjs`,
    // The API's clock on the journeys' day (e2e/clock.ts); the browsers' are moved in e2e/support.ts.
    env: { PORT: String(port), CLOCK_OFFSET_MS: String(clockOffsetMs()) },
    url: `${baseURL}/login`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM first, so e2e/serve.mjs closes the database and removes its data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
