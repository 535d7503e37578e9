import { createReadStream, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Sibling files the portal's build writes next to a compressible file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const fileStats = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/** The codings the client accepts (q > 0), from an Accept-Encoding header. */
const acceptedEncodings = (header: string | undefined): Set<string> => {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
};

type Chosen = { path: string; stats: Stats; encoding?: string; varies: boolean };

/** The precompressed variant the client accepts (br before gzip), else the file itself. */
const choose = (path: string, stats: Stats, acceptEncoding: string | undefined): Chosen => {
  const variants = ENCODINGS.map((e) => ({ ...e, stats: fileStats(path + e.suffix) })).filter(
    (e) => e.stats,
  );
  if (variants.length === 0) return { path, stats, varies: false };
  const accepted = acceptedEncodings(acceptEncoding);
  const wildcard = accepted.has('*');
  const best = variants.find((v) => accepted.has(v.name) || wildcard);
  return best?.stats
    ? { path: path + best.suffix, stats: best.stats, encoding: best.name, varies: true }
    : { path, stats, varies: true };
};

/**
 * One file as a response. Hashed files (assets/) are immutable for a year; everything else
 * (index.html, the favicon, documents) is revalidated with its ETag on every use.
 */
const send = (
  original: string,
  chosen: Chosen,
  immutable: boolean,
  ifNoneMatch: string | undefined,
) => {
  const etag = `W/"${chosen.stats.size.toString(16)}-${Math.floor(chosen.stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': TYPES[extname(original).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
  };
  if (chosen.varies) headers.vary = 'Accept-Encoding';
  if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-length'] = String(chosen.stats.size);
  return new Response(Readable.toWeb(createReadStream(chosen.path)) as ReadableStream, {
    headers,
  });
};

/** A request for a file rather than a page: under assets/, or the last segment has an extension. */
const looksLikeFile = (path: string) =>
  path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Serves the built portal from `dir` for GET/HEAD outside /api: a file when it exists (its
 * precompressed .br/.gz sibling when the client accepts one), 404 for a missing file, else
 * index.html (the SPA's router handles the path).
 */
export const serveSpa = (dir: string): MiddlewareHandler => {
  const root = resolve(dir);
  const index = join(root, 'index.html');
  return async (c, next) => {
    const method = c.req.method;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      c.req.path.startsWith('/api/') ||
      c.req.path === '/api'
    ) {
      return next();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const acceptEncoding = c.req.header('accept-encoding');
    const ifNoneMatch = c.req.header('if-none-match');
    const candidate = normalize(join(root, relative));
    const inside = candidate.startsWith(root + sep);
    const stats = inside ? fileStats(candidate) : undefined;
    if (stats) {
      const chosen = choose(candidate, stats, acceptEncoding);
      return send(candidate, chosen, relative.startsWith('/assets/'), ifNoneMatch);
    }
    if (inside && looksLikeFile(relative)) {
      return c.text('Not Found', 404, { 'cache-control': 'no-cache' });
    }
    const indexStats = fileStats(index);
    if (indexStats)
      return send(index, choose(index, indexStats, acceptEncoding), false, ifNoneMatch);
    return next();
  };
};
