import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, signIn } from './support';

// Keeps `npm run budget` honest: it counts the entry chunk, its start stages' chunks and their
// static imports from the build manifest for /login, and adds an area's layout chunk and its
// dashboard's page chunk with their static imports for the area's first page; the browser must
// download exactly those to show them.
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const readManifest = () =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;

/**
 * The files of the given source modules (or chunks, by the end of their manifest key), with their
 * static imports, and of the entry and its start stages if asked (src/main.tsx imports the
 * stages, chunks named 'start-1', 'start-2', ..., one after the other).
 */
function manifestFiles(withEntry: boolean, ...sources: string[]): string[] {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (withEntry && entry) {
    visit(entry);
    for (const key of manifest[entry]!.dynamicImports ?? [])
      if (/^start-\d+$/.test(manifest[key]?.name ?? '')) visit(key);
  }
  for (const source of sources) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    expect(key, `${source} in the manifest`).toBeDefined();
    visit(key!);
  }
  return [...files].map((file) => `/${file}`).sort();
}

/** The files of the entry, its start stages and these source modules, with their static imports. */
const countedFiles = (...sources: string[]) => manifestFiles(true, ...sources);

/**
 * The build's chunks of what a signed-in page loads once the browser is idle, after it has been
 * shown (IDLE_PARTS in vite.config.ts, build/first-page-chunks.ts): the shell's menus ('shell'),
 * the tables' column picker ('columns'), both DeferredMenus in @portal/ui, and on a phone the
 * drawer ('drawer'). A chunk is named by the groups that need it ('idle-columns-shell'); these
 * are the manifest keys of the chunks that one of `groups` needs.
 */
const idleChunks = (...groups: string[]) =>
  Object.entries(readManifest())
    .filter(([, chunk]) => {
      const needs = /^idle-(.+)$/.exec(chunk.name ?? '')?.[1]?.split('-') ?? [];
      return needs.some((group) => groups.includes(group));
    })
    .map(([key]) => key);

/** Every file those chunks load, with their static imports. */
const loadedWhenIdle = () => manifestFiles(false, ...idleChunks('shell', 'columns', 'drawer'));

/**
 * The paths of the scripts and styles the page asks for from its next navigation (a goto or a
 * reload) on, as they are asked for: what the page shown before it still loads is not counted.
 */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  let navigated = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigated = true;
    const { pathname } = new URL(request.url());
    if (navigated && /\.(js|css)$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

/** The paths of the page's modulepreload links. */
const preloadedScripts = (page: Page) =>
  page.$$eval('link[rel=modulepreload]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );

test('showing /login downloads only the scripts the budget counts, in stages that index.html preloads', async ({
  page,
}) => {
  const downloaded = scriptsRequested(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = countedFiles();
  expect([...new Set(downloaded)].sort()).toEqual(counted);
  // The start-up's stage after the entry (which holds React): the rest of the app, a chunk of its
  // own (evaluated in a task of its own), asked for by index.html with the entry, not only once
  // the entry imports it.
  const stages = counted.filter((file) => /\/start-\d+-[\w-]{8}\.js$/.test(file));
  expect(stages).toHaveLength(1);
  // In the page as served: the entry's dynamic imports add their own links only once it runs.
  const html = await (await page.request.get('/login')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  const entry = manifestFiles(false, 'index.html');
  expect(counted.filter((file) => !entry.includes(file) && !preloaded.includes(file))).toEqual([]);
});

test('a reload of the teacher dashboard downloads the entry, the layout and the dashboard page, preloaded', async ({
  page,
}) => {
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  const downloaded = scriptsRequested(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counted = countedFiles(
    'src/areas/teacher/index.tsx',
    'src/areas/teacher/pages/dashboard.ts',
  );
  // Every file the budget counts, and beyond them only what loads when idle (the menus' code).
  const fetched = [...new Set(downloaded)].sort();
  expect(counted.filter((file) => !fetched.includes(file))).toEqual([]);
  const later = loadedWhenIdle();
  expect(fetched.filter((file) => !counted.includes(file) && !later.includes(file))).toEqual([]);
  // The menus' code does come, once the page is shown and the browser idle: in a few chunks of
  // their own and a few they share with the toasts, not the twenty files the default splitting
  // made of it (build/first-page-chunks.ts).
  const menus = manifestFiles(false, ...idleChunks('shell', 'columns')).filter(
    (file) => !counted.includes(file),
  );
  expect(menus.length).toBeGreaterThan(0);
  expect(menus.length).toBeLessThan(10);
  await expect.poll(() => menus.filter((file) => !downloaded.includes(file))).toEqual([]);
  // index.html's inline script asked for the area's and the page's chunks before the entry ran.
  const preloaded = await preloadedScripts(page);
  const entry = countedFiles();
  const areaScripts = counted.filter((file) => !entry.includes(file) && file.endsWith('.js'));
  expect(areaScripts.length).toBeGreaterThan(1);
  expect(areaScripts.filter((file) => !preloaded.includes(file))).toEqual([]);
});

test("the staff dashboard, shown and idle, downloads no chunk made only for other areas' first pages", async ({
  page,
}) => {
  // Its menus load when idle, but not the column picker's group (no table here), whose button
  // sits in the teacher's and customer's first-page chunk: grouped with the menus, it once pulled
  // that whole chunk onto every staff page.
  await signIn(page, 'ansatt@demo.no');
  await expect(page).toHaveURL('/employee/dashboard');
  const downloaded = scriptsRequested(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shellChunks = manifestFiles(false, ...idleChunks('shell'));
  await expect.poll(() => shellChunks.filter((file) => !downloaded.includes(file))).toEqual([]);
  await page.waitForLoadState('networkidle');
  // 'first-customer-staff-teacher-<hash>.js' → the areas whose first page it was made for.
  const areasOf = (file: string) => /\/first-([a-z-]+)-[\w-]{8}\.js$/.exec(file)?.[1]?.split('-');
  const firstPageChunks = downloaded.filter((file) => areasOf(file));
  expect(firstPageChunks.length).toBeGreaterThan(0);
  expect(firstPageChunks.filter((file) => !areasOf(file)!.includes('staff'))).toEqual([]);
});

test("a reload of the teacher dashboard asks the API for each first read once: index.html's", async ({
  page,
}) => {
  // EARLY_READS in vite.config.ts must be what the dashboard asks for first: a read it started
  // that the page did not take would be asked for a second time on the reload.
  const early = [
    '/api/salary/next-payment/',
    '/api/activity/activity/overdue/',
    '/api/activity/activity/next/',
    '/api/activity/activity/?limit=10&offset=0',
  ];
  const pathOf = (address: string) => {
    const url = new URL(address);
    return url.pathname + url.search;
  };
  const answered = new Set<string>();
  page.on('response', (response) => answered.add(pathOf(response.url())));
  await signIn(page, 'laerer@demo.no');
  await expect(page).toHaveURL('/teacher/dashboard');
  // The dashboard the sign-in opened must have had its own reads answered first, or the count
  // below would take one still on its way for the reload's (CI, 2026-12-07: next-payment twice).
  // The network going idle says nothing here: the sign-in navigated within the page, whose load
  // states were reached on /login.
  await expect.poll(() => early.filter((read) => !answered.has(read))).toEqual([]);
  const reads: string[] = [];
  let reloaded = false;
  page.on('request', (request) => {
    // Only what the reloaded document asks for, from its own navigation on.
    if (request.isNavigationRequest()) reloaded = true;
    const path = pathOf(request.url());
    if (reloaded && request.method() === 'GET' && path.startsWith('/api/')) reads.push(path);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const read of early)
    expect(
      reads.filter((r) => r === read),
      read,
    ).toHaveLength(1);
  await expect(page.getByText('Neste aktivitet')).toBeVisible();
});
