import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../src/testing/harness';

// A built portal as the portal's Vite build leaves it: compressible files have .br and .gz
// siblings (apps/portal/vite-precompress.ts); the favicon and documents have none.
const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dir, 'assets'));
mkdirSync(join(dir, 'dokumenter'));
const html = `<!doctype html><title>Portal</title>${'<p>Logg inn</p>'.repeat(50)}`;
const script = `console.log("${'portal '.repeat(200)}");`;
const favicon = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
const writeCompressed = (path: string, text: string) => {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
};
writeCompressed(join(dir, 'index.html'), html);
writeCompressed(join(dir, 'assets', 'app-abc.js'), script);
writeFileSync(join(dir, 'assets', 'only-gzip-abc.css'), 'body{}');
writeFileSync(join(dir, 'assets', 'only-gzip-abc.css.gz'), gzipSync('body{}'));
writeFileSync(join(dir, 'favicon.ico'), favicon);
writeFileSync(join(dir, 'dokumenter', 'velkommen.pdf'), '%PDF-1.4 test');

const t = useTestApp({ staticDir: dir });
const get = (path: string, headers: Record<string, string> = {}) =>
  t().app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('serving the built portal', () => {
  it('sends brotli to a client that accepts it, with Vary and a year of immutable caching', async () => {
    const res = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when the client accepts gzip but not brotli', async () => {
    const res = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytes(res)).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression, still with Vary', async () => {
    const res = await get('/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(script);
  });

  it('falls back to gzip when a file has no brotli sibling', async () => {
    const res = await get('/assets/only-gzip-abc.css', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(gunzipSync(await bytes(res)).toString()).toBe('body{}');
  });

  it('serves index.html compressed and revalidated, for / and for client routes', async () => {
    for (const path of ['/', '/login', '/teacher/dashboard']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(html);
    }
  });

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/login', { 'accept-encoding': 'gzip' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/login', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers /favicon.ico with the icon, not the HTML page', async () => {
    const res = await get('/favicon.ico', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await bytes(res)).toEqual(favicon);
  });

  it('answers 404, not the HTML page, for an asset that does not exist', async () => {
    for (const path of ['/assets/missing-abc.js', '/assets/missing', '/robots.txt', '/x/y.png']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('<title>Portal</title>');
    }
  });

  it('serves a document as a PDF (the demo documents under /dokumenter/)', async () => {
    const res = await get('/dokumenter/velkommen.pdf', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('%PDF-1.4 test');
  });

  it('does not serve files outside the directory', async () => {
    const res = await get('/..%2F..%2Fetc%2Fpasswd');
    expect(await res.text()).toContain('<title>Portal</title>');
  });

  it('keeps /api paths for the API', async () => {
    const res = await t().request('GET', '/api/nothing/');
    expect(res.status).toBe(401);
    expect((await t().request('GET', '/api/health/')).body).toEqual({ status: 'ok' });
  });
});
