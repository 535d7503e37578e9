#!/usr/bin/env node
// Prints the gzipped JavaScript (and CSS, if a chunk ever has any) the browser downloads to show
// /login and each area's first page, following Vite's build manifest (the entry, its start stages
// and their static imports; an area adds its lazy layout chunk, its dashboard's lazy page chunk
// and their static imports).
// Chakra's styles are CSS-in-JS, so its runtime is in these chunks. Lazy chunks the entry loads only
// on a later user action are listed apart, not counted. Also prints the brotli bytes the server
// sends (the build's .br files). Fails when /login exceeds its budget, or an area's first page adds
// more than its target beyond /login or loads more than AREA_MAX_FILES files. The portal's tests
// run it after their build.
// Run after building the portal.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOGIN_BUDGET_KIB = 190;
// Issue 13's target for each area's first page: at most this much beyond /login.
const AREA_BEYOND_LOGIN_KIB = 120;
// Files for an area's first page, the entry's included: the build groups what a first page needs
// (apps/portal/build/first-page-chunks.ts; 8–9 files). Without it there were 23 to 47, each a
// request among the browser's six at a time.
const AREA_MAX_FILES = 12;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/portal/dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    `budget: ${manifestPath} is missing; build the portal first (npm run build -w @portal/portal).`,
  );
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The JS and CSS files of a manifest chunk and everything it imports statically. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipCache = new Map();
function gzippedBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const total = (files) => [...files].reduce((sum, file) => sum + gzippedBytes(file), 0);
// What the server actually sends to a browser that accepts brotli: the build's .br file.
function brotliBytes(file) {
  const path = join(dist, `${file}.br`);
  return existsSync(path) ? readFileSync(path).length : gzippedBytes(file);
}
const totalBrotli = (files) => [...files].reduce((sum, file) => sum + brotliBytes(file), 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('budget: no entry chunk in the manifest.');
  process.exit(2);
}
// The start-up's stages, which the entry imports one after the other (apps/portal/src/main.tsx;
// the build names their chunks 'start-1', 'start-2', ...): /login needs them all.
const stageKeys = (manifest[entryKey].dynamicImports ?? []).filter((key) =>
  /^start-\d+$/.test(manifest[key]?.name ?? ''),
);
const loginFiles = new Set();
for (const key of [entryKey, ...stageKeys]) staticClosure(key, loginFiles);
// The lazy chunks of the entry and its stages: the areas' bundles and what /login loads later.
const lazyKeys = [
  ...new Set([entryKey, ...stageKeys].flatMap((key) => manifest[key].dynamicImports ?? [])),
].filter((key) => !stageKeys.includes(key));
// [page, bytes in all, files, bytes the area adds beyond /login (its own lazy bundle), brotli]
const rows = [['/login', total(loginFiles), loginFiles.size, 0, totalBrotli(loginFiles)]];

// An area is a lazy layout bundle (src/areas/<area>/index.tsx) and a lazy bundle per page
// (src/areas/<area>/pages/<page>.ts); its first page is the area's home, the dashboard.
const AREA_HOME = {
  teacher: '/teacher/dashboard',
  staff: '/employee/dashboard',
  customer: '/customer/dashboard',
};
const areaKeys = lazyKeys.filter((key) => /src\/areas\//.test(key));
for (const key of areaKeys) {
  const area = key.match(/src\/areas\/([^/]+)\/index\.tsx?$/)?.[1];
  if (!area) continue;
  const home = areaKeys.find((page) => page.includes(`src/areas/${area}/pages/dashboard.`));
  const files = staticClosure(key, new Set(loginFiles));
  if (home) staticClosure(home, files);
  const own = [...files].filter((file) => !loginFiles.has(file));
  rows.push([
    AREA_HOME[area] ?? `${area} area`,
    total(files),
    files.size,
    total(own),
    totalBrotli(files),
  ]);
}

// The entry's other lazy chunks, and why showing /login does not load them. Nothing on /login
// imports them during the first render; an unknown one fails the command until it is explained.
const LATER = [
  [/feedback\/ToastRegion/, 'the toast UI, loaded with the first toast'],
  [
    /screens\/public\/publicSchemas|^_zod/,
    'sign-in validation, loaded on the first blur or submit',
  ],
];
const notCounted = [];
const unexplained = [];
for (const key of lazyKeys) {
  if (areaKeys.includes(key)) continue;
  const reason = LATER.find(([pattern]) => pattern.test(key))?.[1];
  const files = [...staticClosure(key)].filter((file) => !loginFiles.has(file));
  if (reason) notCounted.push([manifest[key].file, total(files), reason]);
  else unexplained.push(key);
}

console.log(
  'Gzipped JavaScript downloaded to show each page (entry + start stages + static imports + the area layout and page chunks):',
);
if (rows.length < 2) console.log('  (no area bundles found in the manifest)');
for (const [page, bytes, count, own, brotli] of rows) {
  const over =
    own > AREA_BEYOND_LOGIN_KIB * 1024 ? ` OVER the ${AREA_BEYOND_LOGIN_KIB} KiB target` : '';
  const area = page === '/login' ? '' : `  beyond /login: ${kib(own)}${over}`;
  console.log(
    `  ${page.padEnd(22)} ${kib(bytes).padStart(11)}  (${count} files, ${kib(brotli)} as sent, brotli)${area}`,
  );
}
console.log('Not counted for /login: lazy chunks loaded only on a later user action:');
for (const [file, bytes, reason] of notCounted) {
  console.log(`  ${file.padEnd(40)} ${kib(bytes).padStart(11)}  ${reason}`);
}
if (unexplained.length > 0) {
  console.error(
    `budget: lazy chunks of the entry with no known reason to leave them out: ${unexplained.join(', ')}. ` +
      'Count them for /login, or add them to LATER in scripts/budget.mjs if only a user action loads them.',
  );
  process.exit(1);
}
const loginBytes = rows[0][1];
if (loginBytes > LOGIN_BUDGET_KIB * 1024) {
  console.error(
    `budget: /login needs ${kib(loginBytes)}, over the budget of ${LOGIN_BUDGET_KIB} KiB.`,
  );
  process.exit(1);
}
const overTarget = rows.filter(([, , , own]) => own > AREA_BEYOND_LOGIN_KIB * 1024);
if (overTarget.length > 0) {
  console.error(
    `budget: ${overTarget.map(([page]) => page).join(', ')} add more than ${AREA_BEYOND_LOGIN_KIB} KiB beyond /login.`,
  );
  process.exit(1);
}
const tooManyFiles = rows.filter(([page, , count]) => page !== '/login' && count > AREA_MAX_FILES);
if (tooManyFiles.length > 0) {
  console.error(
    `budget: ${tooManyFiles.map(([page]) => page).join(', ')} load more than ${AREA_MAX_FILES} files.`,
  );
  process.exit(1);
}
console.log(
  `budget: /login is within ${LOGIN_BUDGET_KIB} KiB, each area's first page within ${AREA_BEYOND_LOGIN_KIB} KiB beyond it and ${AREA_MAX_FILES} files.`,
);
