import type { Middleware } from 'openapi-fetch';

/** The path with a trailing slash added (query string untouched). */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

// A Request's URL is read-only, so a missing slash means a copy. The body is read into a Blob
// (not re-streamed) because browsers refuse streamed request bodies over HTTP/1.1.
async function copyWithUrl(request: Request, url: URL): Promise<Request> {
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? undefined : await request.blob(),
    signal: request.signal,
    credentials: request.credentials,
    cache: request.cache,
    redirect: request.redirect,
    integrity: request.integrity,
    keepalive: request.keepalive,
  });
}

/**
 * Seed 000 section 7: every write gets a trailing slash, and the read rule's path has one too,
 * so every request path ends with '/' (the server's DRF-style canonical form).
 */
export const trailingSlashMiddleware: Middleware = {
  async onRequest({ request }) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/')) return undefined;
    url.pathname = withTrailingSlash(url.pathname);
    return copyWithUrl(request, url);
  },
};
