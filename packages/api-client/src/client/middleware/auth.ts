import type { Middleware } from 'openapi-fetch';
import { SESSION_ENDED_DETAIL } from '../api-error';
import type { TokenRefresher } from '../token-refresh';
import type { TokenStore } from '../token-store';

/** Calls that are made without a session; their 401 is an answer, not an expired token. */
const SESSIONLESS_PATHS = [
  '/user/login/',
  '/user/token/refresh/',
  '/user/password-reset/',
  '/user/password-reset/confirm/',
];

function isSessionless(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return SESSIONLESS_PATHS.some((path) => pathname.endsWith(path));
}

export interface AuthMiddlewareOptions {
  tokenStore: TokenStore;
  refresh: TokenRefresher;
  fetch: (request: Request) => Promise<Response>;
}

function sessionEndedResponse(): Response {
  return new Response(JSON.stringify({ detail: SESSION_ENDED_DETAIL }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * `Authorization: JWT <access>` on every call; a 401 means one refresh and one retry of the
 * original request (seed 000 section 4). The retry goes straight to fetch, so it is never
 * refreshed again.
 */
export function createAuthMiddleware({
  tokenStore,
  refresh,
  fetch,
}: AuthMiddlewareOptions): Middleware {
  // A copy of each request in flight (bodies can be read once) and the token it carried.
  const inFlight = new Map<string, { copy: Request; sentAccess: string | null }>();

  return {
    onRequest({ request, id }) {
      // Sign-in calls carry no token: a stale one must not spoil a fresh login.
      if (isSessionless(request)) return request;
      const access = tokenStore.getAccess();
      if (access) request.headers.set('Authorization', `JWT ${access}`);
      inFlight.set(id, { copy: request.clone(), sentAccess: access });
      return request;
    },
    async onResponse({ response, id }) {
      const entry = inFlight.get(id);
      inFlight.delete(id);
      if (response.status !== 401 || !entry) return undefined;
      // Another request already refreshed since this one was sent: retry with its token.
      const current = tokenStore.getAccess();
      const access = current && current !== entry.sentAccess ? current : await refresh();
      // No refresh token left: the session ended (a forced logout). Else (no answer, a server
      // error) the session stands and the caller gets the server's 401.
      if (!access) return tokenStore.getRefresh() === null ? sessionEndedResponse() : undefined;
      entry.copy.headers.set('Authorization', `JWT ${access}`);
      return fetch(entry.copy);
    },
    onError({ id }) {
      inFlight.delete(id);
    },
  };
}
