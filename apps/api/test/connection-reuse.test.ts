import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();
let server: ServerType;
let base = '';

beforeAll(async () => {
  await new Promise<void>((done) => {
    server = serve({ fetch: t().app.fetch, port: 0 }, (info) => {
      base = `http://127.0.0.1:${info.port}`;
      done();
    });
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('a refused body does not break the connection it came on', () => {
  it('a 413, a 401 and a 415 for ~1 MB bodies are followed by working requests (40 rounds)', async () => {
    const big = JSON.stringify({ email: 'a@b.no', password: 'x'.repeat(1_100_000) });
    let failures = 0;
    for (let i = 0; i < 40; i++) {
      const refused = await fetch(`${base}/api/user/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
      await refused.arrayBuffer();
      const unauthenticated = await fetch(`${base}/api/activity/activity/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x'.repeat(900_000),
      });
      expect([401, 413, 415]).toContain(unauthenticated.status);
      await unauthenticated.arrayBuffer();
      try {
        const next = await fetch(`${base}/api/health/`);
        expect(next.status).toBe(200);
        await next.arrayBuffer();
      } catch {
        failures += 1;
      }
    }
    expect(failures).toBe(0);
  });
});
