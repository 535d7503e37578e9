import type { TokenStore } from './token-store';

/** The refresh route of seed 000 section 7, relative to the base URL. */
export const TOKEN_REFRESH_PATH = '/user/token/refresh/';

export interface TokenRefresherOptions {
  baseUrl: string;
  tokenStore: TokenStore;
  fetch: (request: Request) => Promise<Response>;
  onForcedLogout: () => void;
}

/** Resolves to the new access token, or null when the session is over (or the network failed). */
export type TokenRefresher = () => Promise<string | null>;

function isTokenPair(value: unknown): value is { access: string; refresh: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { access, refresh } = value as Record<string, unknown>;
  return (
    typeof access === 'string' && access !== '' && typeof refresh === 'string' && refresh !== ''
  );
}

/**
 * One refresh at a time: every caller that asks while a refresh is running shares its result,
 * so concurrent 401s spend one (single-use, rotated) refresh token, not several.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { tokenStore, fetch, onForcedLogout } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${TOKEN_REFRESH_PATH}`;
  let inFlight: Promise<string | null> | null = null;

  function forceLogout(): null {
    tokenStore.clear();
    onForcedLogout();
    return null;
  }

  async function run(): Promise<string | null> {
    const refresh = tokenStore.getRefresh();
    if (!refresh) return forceLogout();
    let response: Response;
    try {
      response = await fetch(
        new Request(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refresh }),
        }),
      );
    } catch {
      // No answer is not a refusal: keep the session, the caller sees the original 401.
      return null;
    }
    // A server error or a busy server (5xx, 408, 429) has not judged the refresh token: keep the
    // session as for no answer. Any other refusal means the token is spent or invalid.
    if (response.status >= 500 || response.status === 408 || response.status === 429) return null;
    if (!response.ok) return forceLogout();
    const body: unknown = await response.json().catch(() => null);
    if (!isTokenPair(body)) return forceLogout();
    tokenStore.setTokens({ access: body.access, refresh: body.refresh });
    return body.access;
  }

  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
