// The API's JSON answers are gzipped for a client that accepts it (src/http/compress.ts), through
// the real server (@hono/node-server, whose own Response class the production server uses).
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsGzip, compressAnswers, COMPRESS_MIN_BYTES, madeOf } from '../src/http/compress';
import { jsonAnswer, JsonText } from '../src/http/json-answer';
import { issues } from '../src/db/schema/index';
import { createEmployee, createTeacher } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();
let server: ServerType;
let port = 0;
let authorization = '';
const TEACHERS = '/api/user/teacher/?limit=50';

beforeAll(async () => {
  const staffId = (await createEmployee(t().db)).id;
  authorization = await t().authHeader(staffId);
  for (let i = 0; i < 30; i++)
    await createTeacher(t().db, { user: { firstName: `Lærer${i}`, email: `laerer${i}@test.no` } });
  await new Promise<void>((done) => {
    server = serve({ fetch: t().app.fetch, port: 0 }, (info) => {
      port = info.port;
      done();
    });
  });
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/**
 * One GET on a server (the test app's unless `on` names another port), the body as sent (fetch
 * would unpack it); `complete`: whether the answer came whole, up to its end.
 */
const get = (path: string, headers: Record<string, string>, signedIn = true, on = port) =>
  new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
    complete: boolean;
  }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: on,
        path,
        headers: signedIn ? { authorization, ...headers } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // An answer cut short errors ('aborted') before it closes; it is judged by `complete`.
        res.on('error', () => undefined);
        res.on('close', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            complete: res.complete,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });

/** An app whose /broken answer fails after its first chunk (300 KB) is written. */
const brokenApp = () => {
  function* pieces() {
    yield `["${'x'.repeat(300_000)}"`;
    throw new Error('the writer failed');
  }
  const app = new Hono();
  app.use('*', compressAnswers);
  app.get('/broken', (c) => jsonAnswer(c, new JsonText(pieces()), 200));
  return app;
};

/** The security headers (test/security-headers.test.ts) survive the compression. */
const expectHardened = (headers: Record<string, string | string[] | undefined>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
};

describe('compressed answers', () => {
  it('a page of a list comes gzipped when accepted, and unpacks to the same JSON', async () => {
    const plain = await get(TEACHERS, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    // Stated in bytes: the names' 'æ' takes two bytes each and one UTF-16 unit.
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(plain.body.toString('utf8').length);
    expectHardened(plain.headers);

    const zipped = await get(TEACHERS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expectHardened(zipped.headers);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
  });

  it('a kept answer (the issue board) comes gzipped the same from the second time on', async () => {
    await t()
      .db.insert(issues)
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          title: `Sak ${i}`,
          description: `Beskrivelse av sak ${i}: ${'tekst '.repeat(40)}`,
          category: 1 + (i % 3),
          priority: 2,
        })),
      );
    const plain = await get('/api/issues/', {});
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const json = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(json).toHaveLength(80);
    for (let i = 0; i < 2; i++) {
      const zipped = await get('/api/issues/', { 'accept-encoding': 'gzip' });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expectHardened(zipped.headers);
      expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(json);
    }
    const again = await get('/api/issues/', {});
    expect(again.body.equals(plain.body)).toBe(true);
  });

  it('a small answer, an error or a page of ten, goes as it is', async () => {
    const refused = await get('/api/activity/activity/', { 'accept-encoding': 'gzip' }, false);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-encoding']).toBe(undefined);
    expect((JSON.parse(refused.body.toString('utf8')) as { detail: string }).detail).toBeTruthy();
    expectHardened(refused.headers);
    const page = await get('/api/user/teacher/?limit=10', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe(undefined);
    expect((JSON.parse(page.body.toString('utf8')) as { results: unknown[] }).results).toHaveLength(
      10,
    );
    expect(Number(page.headers['content-length'])).toBe(page.body.length);
    expectHardened(page.headers);
  });

  /** A JSON answer of `bytes` whose body is pulled only when read (no high-water mark). */
  const lazyAnswer = (bytes: Uint8Array) => {
    const answer = { read: false, res: undefined as unknown as Response };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          answer.read = true;
          controller.enqueue(bytes);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    answer.res = new Response(stream, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
    });
    return answer;
  };

  it('judges an answer that states its length by it, and leaves a small one unread', async () => {
    const answer = lazyAnswer(new TextEncoder().encode('{}'));
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/stated', () => answer.res);
    const res = await app.request('/stated', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe(null);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(answer.read).toBe(false);
    expect(await res.text()).toBe('{}');
  });

  it('gzips the bytes a large answer was made of without reading the answer back', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ name: 'Ærlig – '.repeat(4000) }));
    const answer = lazyAnswer(bytes);
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/made', () => madeOf(answer.res, bytes));
    const res = await app.request('/made', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    const unpacked = gunzipSync(Buffer.from(await res.arrayBuffer()));
    expect(unpacked.equals(Buffer.from(bytes))).toBe(true);
    expect(answer.read).toBe(false);
  });

  it('streams an answer written in pieces, gzipped as it comes when accepted', async () => {
    // 2,000 invoices of about 1 KB, with letters of two bytes in UTF-8 at every chunk's edge.
    const invoices = Array.from({ length: 2000 }, (_, i) => ({
      id: i,
      text: `Ærlig – ${i} `.repeat(60),
    }));
    let written = 0;
    function* pieces() {
      yield '[';
      for (const [i, invoice] of invoices.entries()) {
        written++;
        yield (i ? ',' : '') + JSON.stringify(invoice);
      }
      yield ']';
    }
    const app = new Hono();
    app.use('*', compressAnswers);
    app.get('/streamed', (c) => jsonAnswer(c, new JsonText(pieces()), 200));

    // Written as it is read: the first chunk comes before most invoices are written.
    const res = await app.request('/streamed');
    expect(res.headers.get('Content-Length')).toBe(null);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    expect(written).toBeLessThan(invoices.length / 2);
    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(3);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual(invoices);

    written = 0;
    const zipped = await app.request('/streamed', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Content-Length')).toBe(null);
    expect(zipped.headers.get('Content-Type')).toMatch(/^application\/json/);
    const unpacked = gunzipSync(Buffer.from(await zipped.arrayBuffer()));
    expect(JSON.parse(unpacked.toString('utf8'))).toEqual(invoices);
    expect(written).toBe(invoices.length);
  });

  it('a streamed answer that fails to be written breaks off, and the log says why', async () => {
    const app = brokenApp();
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => {
      logged.push(line);
    });
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const res = await app.request('/broken', { headers });
        expect(res.status).toBe(200);
        await expect(res.arrayBuffer()).rejects.toThrow();
      }
    } finally {
      spy.mockRestore();
    }
    expect(logged.filter((line) => line.includes('the writer failed'))).toHaveLength(2);
  });

  it('through the real server, a streamed answer that fails is cut short, never a complete 200', async () => {
    const app = brokenApp();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await new Promise<ServerType>((done) => {
      const s = serve({ fetch: app.fetch, port: 0 }, () => done(s));
    });
    const brokenPort = (broken.address() as { port: number }).port;
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const got = await get('/broken', headers, false, brokenPort);
        expect(got.status).toBe(200);
        expect(got.complete).toBe(false);
        expect(got.body.toString('latin1')).not.toContain('the writer failed');
      }
    } finally {
      spy.mockRestore();
      await new Promise<void>((done) => broken.close(() => done()));
    }
  });

  it('a streamed answer (the travel invoices) keeps its headers through the real server', async () => {
    const path = '/api/payment/travel-invoices/?start_date=01.01.2026&end_date=31.12.2026';
    const zipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['transfer-encoding']).toBe('chunked');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expectHardened(zipped.headers);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual([]);
    const plain = await get(path, {});
    expect(plain.headers['content-encoding']).toBe(undefined);
    expectHardened(plain.headers);
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual([]);
  });

  it('a client that refuses gzip gets the plain answer', async () => {
    const res = await get(TEACHERS, { 'accept-encoding': 'gzip;q=0, br' });
    expect(res.headers['content-encoding']).toBe(undefined);
    expect((JSON.parse(res.body.toString('utf8')) as { count: number }).count).toBe(30);
    expectHardened(res.headers);
  });

  it('reads Accept-Encoding as HTTP says', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
