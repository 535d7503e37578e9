import {
  isAcceptableLoginResult,
  isTokenUnexpired,
  type LoginResult,
} from '@portal/domain/session';
import type { TokenPair, TokenStore } from '../client/token-store';

/** The browser-storage keys of the session (seed 000 section 3: access, refresh, user, type). */
export const SESSION_STORAGE_KEYS = {
  access: 'portal.access',
  refresh: 'portal.refresh',
  /** JSON of the user object of the login result. */
  user: 'portal.user',
  /** The user type: 'teacher', 'employee', 'student' or 'invoice_receiver'. */
  type: 'portal.type',
} as const;

export type SessionUser = LoginResult['user'];

/** A signed-in session as kept in browser storage. */
export interface Session {
  access: string;
  refresh: string;
  user: SessionUser;
  type: string;
}

export interface SessionStore extends TokenStore {
  getUser(): SessionUser | null;
  getType(): string | null;
  /** The whole stored session, or null when any part is missing. */
  getSession(): Session | null;
  /**
   * Keeps a login result only when access, refresh, user and type are all present
   * (seed 000 section 5); returns whether it did. needs_update is not kept: it only decides
   * where the user lands right after login.
   */
  setLoginResult(result: unknown): result is LoginResult;
  /**
   * On start: the stored session if its refresh token is still unexpired at `now`, else null
   * (and whatever was left is cleared).
   */
  restore(now?: Date | number): Session | null;
  /** Called after every change (login, refresh, logout); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function parseUser(text: string | null): SessionUser | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as SessionUser)
      : null;
  } catch (_error) {
    return null;
  }
}

/** The portal's token store: the session in `storage` (e.g. window.localStorage). */
export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const store: SessionStore = {
    getAccess: () => storage.getItem(SESSION_STORAGE_KEYS.access),
    getRefresh: () => storage.getItem(SESSION_STORAGE_KEYS.refresh),
    getUser: () => parseUser(storage.getItem(SESSION_STORAGE_KEYS.user)),
    getType: () => storage.getItem(SESSION_STORAGE_KEYS.type),
    getSession() {
      const access = store.getAccess();
      const refresh = store.getRefresh();
      const user = store.getUser();
      const type = store.getType();
      return access && refresh && user && type ? { access, refresh, user, type } : null;
    },
    setTokens({ access, refresh }: TokenPair) {
      storage.setItem(SESSION_STORAGE_KEYS.access, access);
      storage.setItem(SESSION_STORAGE_KEYS.refresh, refresh);
      notify();
    },
    setLoginResult(result: unknown): result is LoginResult {
      if (!isAcceptableLoginResult(result)) return false;
      storage.setItem(SESSION_STORAGE_KEYS.access, result.access);
      storage.setItem(SESSION_STORAGE_KEYS.refresh, result.refresh);
      storage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(result.user));
      storage.setItem(SESSION_STORAGE_KEYS.type, result.type);
      notify();
      return true;
    },
    clear() {
      for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.removeItem(key);
      notify();
    },
    restore(now: Date | number = Date.now()) {
      const session = store.getSession();
      if (session && isTokenUnexpired(session.refresh, now)) return session;
      if (Object.values(SESSION_STORAGE_KEYS).some((key) => storage.getItem(key) !== null))
        store.clear();
      return null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
