import { tokenExpiresAt } from '@portal/domain/session';
import type { SessionStore } from './session-store';

/** setTimeout's longest delay (2^31 − 1 ms); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** Where the tab says it is back: the window's 'focus' and its document's 'visibilitychange'. */
export interface TabEvents {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

export interface SessionExpiryOptions {
  /** Defaults to the browser's window. */
  tab?: TabEvents;
  now?: () => number;
}

/**
 * Ends the stored session when its refresh token expires while the tab stays open (each refresh
 * gives a new one, so this is a tab left a day without a call: a phone's tab the next morning,
 * yesterday's tab on the office screen). Without it the user would find out on the first save,
 * after typing, and be sent to sign in then. Checked when the token expires, and again whenever
 * the tab is shown or focused (a sleeping device or a hidden tab runs no timers). `onExpired` is
 * called after the store has cleared the session. Returns the function that stops watching.
 */
export function watchSessionExpiry(
  store: SessionStore,
  onExpired: () => void,
  { tab = globalThis.window as unknown as TabEvents, now = Date.now }: SessionExpiryOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    if (store.getSession() !== null && store.restore(now()) === null) onExpired();
  };
  const onVisible = () => {
    if (tab.document.visibilityState === 'visible') check();
  };
  // Armed for the stored refresh token; every change of the session (login, refresh, logout)
  // arms it again.
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    const expiresAt = store.getSession() === null ? null : tokenExpiresAt(store.getRefresh());
    if (expiresAt === null) return;
    const delay = Math.min(Math.max(expiresAt - now(), 0), LONGEST_TIMER_MS);
    timer = setTimeout(() => {
      timer = undefined;
      check();
      if (store.getSession() !== null) arm();
    }, delay);
  };

  arm();
  const unsubscribe = store.subscribe(arm);
  tab.addEventListener('focus', check);
  tab.document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    tab.removeEventListener('focus', check);
    tab.document.removeEventListener('visibilitychange', onVisible);
  };
}
