import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../src/testing/harness';

const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
mkdirSync(join(dir, 'dokumenter'));
writeFileSync(join(dir, 'dokumenter', 'velkommen.pdf'), '%PDF-1.4 test');

const t = useTestApp({ staticDir: dir });

describe('serving the built portal', () => {
  it('serves files, with long caching under assets/', async () => {
    const res = await t().app.request('/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves a document as a PDF (the demo documents under /dokumenter/)', async () => {
    const res = await t().app.request('/dokumenter/velkommen.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.4 test');
  });

  it('falls back to index.html for client routes', async () => {
    const res = await t().app.request('/teacher/dashboard');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Portal</title>');
  });

  it('does not serve files outside the directory', async () => {
    const res = await t().app.request('/..%2F..%2Fetc%2Fpasswd');
    expect(await res.text()).toContain('<title>Portal</title>');
  });

  it('keeps /api paths for the API', async () => {
    const res = await t().request('GET', '/api/nothing/');
    expect(res.status).toBe(401);
    expect((await t().request('GET', '/api/health/')).body).toEqual({ status: 'ok' });
  });
});
