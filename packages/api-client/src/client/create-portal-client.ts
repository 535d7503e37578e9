import createClient, { type Client } from 'openapi-fetch';
import { createAuthMiddleware } from './middleware/auth';
import { jsonHeadersMiddleware } from './middleware/json-headers';
import { trailingSlashMiddleware } from './middleware/trailing-slash';
import { createTokenRefresher } from './token-refresh';
import type { TokenStore } from './token-store';

/** The openapi-fetch client of the portal API, typed by the contract's `paths`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-fetch's own bound for `paths`
export type PortalClient<Paths extends {}> = Client<Paths> & {
  /** The session's tokens: calls that hand out a new pair (password change) or end it (logout). */
  readonly tokenStore: TokenStore;
};

export interface PortalClientOptions {
  /** Base path or URL of the API. Default '/api' (same origin as the portal). */
  baseUrl?: string;
  tokenStore: TokenStore;
  /** Called once when a refresh is refused (or there is no refresh token); the store is already cleared. */
  onForcedLogout: () => void;
  /**
   * The fetch to use. The default looks up `globalThis.fetch` on every call, so MSW (which
   * patches fetch after the client exists) sees every request.
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** One client, one middleware chain: trailing slash, JSON headers, JWT header and refresh-once. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-fetch's own bound for `paths`
export function createPortalClient<Paths extends {}>(
  options: PortalClientOptions,
): PortalClient<Paths> {
  const baseUrl = options.baseUrl ?? '/api';
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<Paths>({ baseUrl, fetch });
  const refresh = createTokenRefresher({
    baseUrl,
    tokenStore: options.tokenStore,
    fetch,
    onForcedLogout: options.onForcedLogout,
  });
  client.use(
    trailingSlashMiddleware,
    jsonHeadersMiddleware,
    createAuthMiddleware({ tokenStore: options.tokenStore, refresh, fetch }),
  );
  return Object.assign(client, { tokenStore: options.tokenStore });
}
