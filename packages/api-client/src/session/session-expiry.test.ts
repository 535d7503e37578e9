import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jwt, MemoryStorage } from '../test/memory-storage';
import { watchSessionExpiry, type TabEvents } from './session-expiry';
import { createSessionStore } from './session-store';

const NOW = new Date('2026-12-07T08:00:00+01:00').getTime();
const HOUR = 3_600_000;

/** A tab whose focus and visibility a test changes by hand. */
function fakeTab() {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const tab = Object.assign(new EventTarget(), { document });
  return {
    tab: tab as unknown as TabEvents,
    show: () => {
      document.visibilityState = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    hide: () => {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
    focus: () => tab.dispatchEvent(new Event('focus')),
  };
}

/** A signed-in session whose refresh token expires `hours` from NOW. */
function signedIn(hours: number) {
  const storage = new MemoryStorage();
  const store = createSessionStore(storage);
  store.setLoginResult({
    access: 'access-1',
    refresh: jwt((NOW + hours * HOUR) / 1000),
    user: { id: 3, full_name: 'Kari Nordmann' },
    type: 'teacher',
  });
  return { storage, store };
}

describe('watchSessionExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the session when its refresh token expires in an open tab, not before', () => {
    const { storage, store } = signedIn(24);
    const expired = vi.fn();
    watchSessionExpiry(store, expired, { tab: fakeTab().tab });

    vi.advanceTimersByTime(24 * HOUR - 1000);
    expect(expired).not.toHaveBeenCalled();
    expect(store.getSession()).not.toBeNull();

    vi.advanceTimersByTime(1000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(storage.length).toBe(0);
  });

  it('follows a refresh: the new refresh token sets the moment', () => {
    const { store } = signedIn(1);
    const expired = vi.fn();
    watchSessionExpiry(store, expired, { tab: fakeTab().tab });

    vi.advanceTimersByTime(HOUR / 2);
    store.setTokens({ access: 'access-2', refresh: jwt((NOW + 25 * HOUR) / 1000) });
    vi.advanceTimersByTime(HOUR);
    expect(expired).not.toHaveBeenCalled();

    vi.advanceTimersByTime(24 * HOUR);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('checks again when the tab is shown or focused (a sleeping device runs no timers)', () => {
    const hidden = signedIn(24);
    const shown = vi.fn();
    const tab = fakeTab();
    watchSessionExpiry(hidden.store, shown, { tab: tab.tab });
    // The clock moves past the expiry while no timer runs.
    vi.setSystemTime(NOW + 30 * HOUR);
    tab.hide();
    expect(shown).not.toHaveBeenCalled();
    tab.show();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(hidden.store.getSession()).toBeNull();

    vi.setSystemTime(NOW);
    const focused = signedIn(24);
    const onFocus = vi.fn();
    const other = fakeTab();
    watchSessionExpiry(focused.store, onFocus, { tab: other.tab });
    other.focus();
    expect(onFocus).not.toHaveBeenCalled();
    vi.setSystemTime(NOW + 30 * HOUR);
    other.focus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    // Signed out now: coming back again ends nothing.
    other.focus();
    other.show();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('ends nothing after a logout, nor once stopped', () => {
    const loggedOut = signedIn(1);
    const afterLogout = vi.fn();
    watchSessionExpiry(loggedOut.store, afterLogout, { tab: fakeTab().tab });
    loggedOut.store.clear();
    vi.advanceTimersByTime(2 * HOUR);
    expect(afterLogout).not.toHaveBeenCalled();

    const watched = signedIn(1);
    const afterStop = vi.fn();
    const tab = fakeTab();
    const stop = watchSessionExpiry(watched.store, afterStop, { tab: tab.tab });
    stop();
    vi.advanceTimersByTime(2 * HOUR);
    tab.show();
    expect(afterStop).not.toHaveBeenCalled();
    expect(watched.store.getSession()).not.toBeNull();
  });
});
