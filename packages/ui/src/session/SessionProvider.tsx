import type { Session, SessionStore } from '@portal/api-client';
import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

interface SessionContextValue {
  store: SessionStore;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  /** The api-client session store (browser storage in the portal, memory storage in stories). */
  store: SessionStore;
  children?: ReactNode;
}

/** Makes the session store available to {@link useSession}; the store itself holds the state. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  const value = useMemo(() => ({ store }), [store]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** A stable key of a session, so unchanged storage gives the same snapshot object. */
function sessionKey(session: Session | null): string {
  return session
    ? [session.access, session.refresh, session.type, JSON.stringify(session.user)].join('\n')
    : '';
}

export interface UseSessionReturn {
  /** The signed-in session, or null. */
  session: Session | null;
  /** Keeps a login result; false when it lacks access, refresh, user or type (nothing is stored then). */
  signIn: (result: unknown) => boolean;
  /** Logout: clears user, type and both tokens. */
  signOut: () => void;
}

/** The current session, re-rendering on login, refresh and logout. */
export function useSession(): UseSessionReturn {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>.');
  const { store } = context;
  const last = useRef<{ key: string; session: Session | null }>({ key: '', session: null });
  const getSnapshot = useCallback(() => {
    const session = store.getSession();
    const key = sessionKey(session);
    if (key !== last.current.key) last.current = { key, session };
    return last.current.session;
  }, [store]);
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const session = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const signIn = useCallback((result: unknown) => store.setLoginResult(result), [store]);
  const signOut = useCallback(() => store.clear(), [store]);
  return { session, signIn, signOut };
}

const noSubscription = () => () => undefined;

/**
 * The signed-in user's id as text, or null without one; null too outside a SessionProvider (a
 * screen shown on its own, as in most stories), where nothing is kept per user.
 */
export function useSignedInUserId(): string | null {
  const store = use(SessionContext)?.store ?? null;
  const getSnapshot = useCallback(() => {
    const id = store?.getUser()?.id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
  }, [store]);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : noSubscription()),
    [store],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
