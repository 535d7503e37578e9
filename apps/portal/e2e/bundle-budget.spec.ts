import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Keeps `npm run budget` honest: it counts the entry chunk and its static imports from the build
// manifest for /login; the browser must download exactly those scripts and styles to show /login.
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

function entryFiles(): string[] {
  const manifestPath = join(import.meta.dirname, '../dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) visit(entry);
  return [...files].map((file) => `/${file}`).sort();
}

test('showing /login downloads only the scripts the budget counts', async ({ page }) => {
  const downloaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) downloaded.push(pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = entryFiles();
  expect(counted.length).toBeGreaterThan(0);
  expect([...new Set(downloaded)].sort()).toEqual(counted);
});
