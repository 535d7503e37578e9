import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../src/testing/harness';

// A built portal whose index.html has one inline script, as apps/portal/index.html has.
const shellScript = "document.title = 'Logg inn';";
const dir = mkdtempSync(join(tmpdir(), 'portal-csp-'));
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><title>Portal</title><script>${shellScript}</script><script type="module" src="/assets/app.js"></script>`,
);

const t = useTestApp({ staticDir: dir });

const expectHardened = (res: Response) => {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  return csp;
};

/** The portal's documents: its own scripts, inline styles, blob: PDFs. */
const expectDocumentPolicy = (res: Response) => {
  const csp = expectHardened(res);
  expect(csp).toContain('object-src blob:');
  return csp;
};

describe('security headers', () => {
  it('are on API answers, errors included, with a policy that lets them load and frame nothing', async () => {
    for (const path of ['/api/health/', '/api/activity/activity/', '/api/finnes-ikke/']) {
      const res = await t().app.request(path);
      expect(expectHardened(res)).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('keep the API answers out of every cache, where a route does not say otherwise', async () => {
    const fresh = async (path: string) =>
      (await t().app.request(path)).headers.get('cache-control');
    expect(await fresh('/api/health/')).toBe('no-store');
    expect(await fresh('/api/activity/activity/')).toBe('no-store');
    expect(await fresh('/api/finnes-ikke/')).toBe('no-store');
    const signIn = await t().app.request('/api/user/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ingen@test.no', password: 'feil-passord' }),
    });
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    // The portal's shell is the static handler's to say.
    expect(await fresh('/login')).not.toBe('no-store');
  });

  it('let the portal run exactly its own inline shell script and no other', async () => {
    const res = await t().app.request('/login');
    expect(res.status).toBe(200);
    const csp = expectDocumentPolicy(res);
    const hash = createHash('sha256').update(shellScript).digest('base64');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('add HSTS in production only', async () => {
    expect((await t().app.request('/api/health/')).headers.get('strict-transport-security')).toBe(
      null,
    );
    const prod = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      expect(
        (await prod.app.request('/api/health/')).headers.get('strict-transport-security'),
      ).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await prod.close();
    }
  });

  it('let frames show the configured Metabase origin only, and nothing without it', async () => {
    const frameSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('frame-src'));
    expect(frameSrc(expectDocumentPolicy(await t().app.request('/employee/dashboard')))).toBe(
      "frame-src 'none'",
    );
    const withMetabase = await createTestApp({
      config: {
        metabase: { siteUrl: 'https://data.example.no/metabase', secretKey: 'k'.repeat(64) },
      },
      staticDir: dir,
    });
    try {
      const csp = expectDocumentPolicy(await withMetabase.app.request('/employee/dashboard'));
      // The origin, not the path: CSP matches frames by origin.
      expect(frameSrc(csp)).toBe('frame-src https://data.example.no');
      // The API's answers are framed by nobody, Metabase or not.
      expect(
        (await withMetabase.app.request('/api/health/')).headers.get('content-security-policy'),
      ).toBe("default-src 'none'; frame-ancestors 'none'");
    } finally {
      await withMetabase.close();
    }
  });
});
