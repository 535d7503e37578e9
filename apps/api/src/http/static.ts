import { createReadStream, statSync } from 'node:fs';
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

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const send = (path: string, immutable: boolean) =>
  new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });

/**
 * Serves the built portal from `dir` for GET/HEAD outside /api: a file when it exists, else
 * index.html (the SPA's router handles the path). Hashed files under assets/ are cached for a year.
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
    const candidate = normalize(join(root, relative));
    if (candidate.startsWith(root + sep) && isFile(candidate)) {
      return send(candidate, relative.startsWith('/assets/'));
    }
    if (isFile(index)) return send(index, false);
    return next();
  };
};
