/** The access and refresh JWTs the API hands out at login and on every refresh. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * Where the client reads and writes tokens. The portal uses the browser session store;
 * stories and tests use the in-memory store.
 */
export interface TokenStore {
  getAccess(): string | null;
  getRefresh(): string | null;
  setTokens(tokens: TokenPair): void;
  clear(): void;
}

/** A token store that lives in memory only: for stories, tests and tools. */
export function createMemoryTokenStore(initial?: Partial<TokenPair>): TokenStore {
  let access = initial?.access ?? null;
  let refresh = initial?.refresh ?? null;
  return {
    getAccess: () => access,
    getRefresh: () => refresh,
    setTokens(tokens) {
      access = tokens.access;
      refresh = tokens.refresh;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}
