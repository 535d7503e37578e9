import { describe, expect, it, vi } from 'vitest';
import { jwt, MemoryStorage } from '../test/memory-storage';
import { createSessionStore, SESSION_STORAGE_KEYS } from './session-store';

const NOW = new Date('2026-11-21T10:00:00+01:00');
const nowSeconds = NOW.getTime() / 1000;

const loginResult = {
  access: 'access-1',
  refresh: jwt(nowSeconds + 3600),
  user: { id: 3, full_name: 'Kari Nordmann' },
  type: 'teacher',
  needs_update: false,
};

describe('createSessionStore', () => {
  it('keeps an acceptable login result under the documented keys, without needs_update', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);

    expect(store.setLoginResult(loginResult)).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEYS.access)).toBe('access-1');
    expect(storage.getItem(SESSION_STORAGE_KEYS.refresh)).toBe(loginResult.refresh);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toEqual(
      loginResult.user,
    );
    expect(storage.getItem(SESSION_STORAGE_KEYS.type)).toBe('teacher');
    expect(storage.length).toBe(4);
    expect(store.getSession()).toEqual({
      access: 'access-1',
      refresh: loginResult.refresh,
      user: loginResult.user,
      type: 'teacher',
    });
  });

  it.each(['access', 'refresh', 'user', 'type'] as const)(
    'refuses a login result without %s',
    (field) => {
      const storage = new MemoryStorage();
      const store = createSessionStore(storage);
      const { [field]: _left, ...incomplete } = loginResult;

      expect(store.setLoginResult(incomplete)).toBe(false);
      expect(storage.length).toBe(0);
    },
  );

  it('stores a rotated token pair and keeps user and type', () => {
    const store = createSessionStore(new MemoryStorage());
    store.setLoginResult(loginResult);
    store.setTokens({ access: 'access-2', refresh: 'refresh-2' });

    expect([store.getAccess(), store.getRefresh(), store.getType()]).toEqual([
      'access-2',
      'refresh-2',
      'teacher',
    ]);
    expect(store.getUser()).toEqual(loginResult.user);
  });

  it('clears user, type and both tokens on logout', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    const store = createSessionStore(storage);
    store.setLoginResult(loginResult);
    store.clear();

    expect([store.getAccess(), store.getRefresh(), store.getUser(), store.getType()]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('restores a stored session while its refresh token is unexpired', () => {
    const storage = new MemoryStorage();
    createSessionStore(storage).setLoginResult(loginResult);

    expect(createSessionStore(storage).restore(NOW)?.user).toEqual(loginResult.user);
  });

  it('does not restore (and clears) a session whose refresh token has expired', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.setLoginResult({ ...loginResult, refresh: jwt(nowSeconds - 1) });

    expect(store.restore(NOW)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('does not restore a session with a broken user or a token that is not a JWT', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore(storage);
    store.setLoginResult(loginResult);
    storage.setItem(SESSION_STORAGE_KEYS.user, '{broken');
    expect(store.restore(NOW)).toBeNull();

    store.setLoginResult({ ...loginResult, refresh: 'not-a-jwt' });
    expect(store.restore(NOW)).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createSessionStore(new MemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setLoginResult(loginResult);
    store.setTokens({ access: 'a', refresh: 'r' });
    store.clear();
    unsubscribe();
    store.clear();

    expect(listener).toHaveBeenCalledTimes(3);
  });
});
