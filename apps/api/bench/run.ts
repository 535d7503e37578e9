// `npm run bench -w @portal/api`: requests per second and p50/p99 latency of the teacher's two
// list reads (authenticated, demo data, in-process PGlite) against a bare node:http server
// answering a fixed JSON body, in one run. Loopback only. Prints figures; not a test.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { createApp } from '../src/app';
import { createTokenService } from '../src/auth/tokens';
import { openPglite } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { loadDemoData } from '../src/demo/index';
import { createMailer } from '../src/mail/mailer';
import { testConfig } from '../src/testing/harness';

const HOST = '127.0.0.1';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const listen = (server: Server | ServerType) =>
  new Promise<number>((resolve) => {
    const s = server as Server;
    if (s.listening) resolve((s.address() as AddressInfo).port);
    else s.once('listening', () => resolve((s.address() as AddressInfo).port));
  });

const close = (server: Server | ServerType) =>
  new Promise<void>((resolve) => (server as Server).close(() => resolve()));

const measure = async (name: string, url: string, headers: Record<string, string> = {}) => {
  const result: Result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
};

const main = async () => {
  const database = openPglite();
  await database.migrate();
  const now = () => new Date();
  const started = Date.now();
  await loadDemoData(database.db, now());
  console.log(`Demo data loaded in ${Date.now() - started} ms (PGlite in memory).`);
  const config = testConfig({ nodeEnv: 'production' });
  const deps: AppDeps = {
    db: database.db,
    config,
    now,
    tokens: createTokenService(config.jwtSecret, now),
    mailer: createMailer(database.db, { from: config.mailFrom, now }),
  };
  const api = serve({ fetch: createApp(deps).fetch, port: 0, hostname: HOST });
  const apiPort = await listen(api);
  const body = JSON.stringify({
    count: 1,
    next: null,
    previous: null,
    results: [{ id: 1, name: 'fast' }],
  });
  const bare = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  }).listen(0, HOST);
  const barePort = await listen(bare);
  try {
    const login = await fetch(`http://${HOST}:${apiPort}/api/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'laerer@demo.no', password: 'demo-passord' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const { access } = (await login.json()) as { access: string };
    const auth = { authorization: `JWT ${access}` };
    console.log(`Each run: ${DURATION_SECONDS} s, ${CONNECTIONS} connections, loopback only.\n`);
    const rows = [
      await measure('bare node:http (fixed JSON)', `http://${HOST}:${barePort}/`),
      await measure(
        'GET /api/activity/activity/?limit=10&offset=0',
        `http://${HOST}:${apiPort}/api/activity/activity/?limit=10&offset=0`,
        auth,
      ),
      await measure(
        'GET /api/user/student/?limit=10',
        `http://${HOST}:${apiPort}/api/user/student/?limit=10`,
        auth,
      ),
    ];
    const baseline = rows[0]?.rps ?? 1;
    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(
      `${pad('target', 50)} ${pad('req/s', 10)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} vs bare`,
    );
    for (const r of rows) {
      const ratio = r.rps / baseline;
      console.log(
        `${pad(r.name, 50)} ${pad(r.rps.toFixed(0), 10)} ${pad(String(r.p50), 8)} ${pad(String(r.p99), 8)} ${(ratio * 100).toFixed(1)} % (1/${(1 / ratio).toFixed(1)})`,
      );
    }
  } finally {
    await close(api);
    await close(bare);
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
