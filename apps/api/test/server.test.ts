import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { testEngine } from '../src/testing/database';

// The server opens its own PGlite on disk; it is engine-independent, so it runs in the PGlite pass only.
describe.runIf(testEngine() === 'pglite')('startServer', () => {
  it('migrates an empty data directory, serves the API and the portal on one port, and stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-server-'));
    const staticDir = mkdtempSync(join(tmpdir(), 'api-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<title>Portal</title>');
    const port = String(39000 + Math.floor(Math.random() * 1000));
    const server = await startServer({
      env: { PORT: port, DATA_DIR: dataDir },
      staticDir,
      demoData: false,
    });
    try {
      expect(server.url).toBe(`http://localhost:${port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const page = await fetch(`${server.url}/login`);
      expect(await page.text()).toContain('<title>Portal</title>');
      const login = await fetch(`${server.url}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ingen@test.no', password: 'hemmelig-passord' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('loads no demo accounts into an empty production database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-server-prod-'));
    const port = String(40000 + Math.floor(Math.random() * 1000));
    const server = await startServer({
      env: { PORT: port, DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
    });
    try {
      const login = await fetch(`${server.url}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ansatt@demo.no', password: 'demo-passord' }),
      });
      expect(login.status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('refuses a production start with a missing DATA_DIR with a clear message, no stack trace', async () => {
    await expect(
      startServer({
        env: {
          PORT: '3199',
          DATA_DIR: '/nonexistent/portal-data',
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(40),
        },
      }),
    ).rejects.toThrow(
      'DATA_DIR: /nonexistent/portal-data does not exist; create it (writable by this user) or point DATA_DIR at an existing directory',
    );
  });
});
