// The API's JSON answers are gzipped for a client that accepts it (src/http/compress.ts).
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, COMPRESS_MIN_BYTES } from '../src/http/compress';
import { createEmployee, createTeacher } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();
let staffId: number;
const TEACHERS = '/api/user/teacher/?limit=50';

beforeAll(async () => {
  staffId = (await createEmployee(t().db)).id;
  for (let i = 0; i < 30; i++)
    await createTeacher(t().db, { user: { firstName: `Lærer${i}`, email: `laerer${i}@test.no` } });
});

const get = async (path: string, headers: Record<string, string>) =>
  t().app.request(path, { headers: { authorization: await t().authHeader(staffId), ...headers } });

describe('compressed answers', () => {
  it('a page of a list comes gzipped when accepted, and unpacks to the same JSON', async () => {
    const plain = await get(TEACHERS, {});
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBe(null);
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(plainText.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const zipped = await get(TEACHERS, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
    // The security headers stay on the new answer.
    expect(zipped.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText));
  });

  it('a small answer, an error or a page of ten, goes as it is', async () => {
    const refused = await t().app.request('/api/activity/activity/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBe(null);
    expect(((await refused.json()) as { detail: string }).detail).toBeTruthy();
    const page = await get('/api/user/teacher/?limit=10', { 'accept-encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe(null);
    expect(((await page.json()) as { results: unknown[] }).results).toHaveLength(10);
  });

  it('a client that refuses gzip gets the plain answer', async () => {
    const res = await get(TEACHERS, { 'accept-encoding': 'gzip;q=0, br' });
    expect(res.headers.get('content-encoding')).toBe(null);
    expect(((await res.json()) as { count: number }).count).toBe(30);
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
