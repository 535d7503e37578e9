import type { Middleware } from 'openapi-fetch';

/**
 * Seed 000 section 7: JSON content and accept headers on every call. Multipart bodies keep the
 * content type (with its boundary) the runtime gave them.
 */
export const jsonHeadersMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    if (request.body !== null && !request.headers.has('Content-Type')) {
      request.headers.set('Content-Type', 'application/json');
    }
    return request;
  },
};
