import { describe, expect, it } from 'vitest';
import { loginThrottle, refreshTokens } from '../../src/db/schema/index';
import { REFRESH_TOKEN_SECONDS } from '../../src/auth/tokens';
import { WINDOW_MINUTES } from '../../src/services/auth/login-throttle';
import { sweepSignInRows } from '../../src/services/auth/session-sweep';
import { TEST_PASSWORD, createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

type Pair = { access: string; refresh: string };

const ADDRESS = '198.51.100.7';
const signIn = (email: string, password = TEST_PASSWORD) =>
  t().request<Pair>('POST', '/api/user/login/', {
    body: { email, password },
    address: ADDRESS,
  });
const refresh = (token: string) =>
  t().request<Pair>('POST', '/api/user/token/refresh/', { body: { refresh: token } });
const throttleKeys = async () =>
  (await t().db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).sort();
const tokenCount = async () => (await t().db.select().from(refreshTokens)).length;
const sweep = () => sweepSignInRows(t().db, t().clock.now());

describe('the sweep of sign-in rows', () => {
  it('deletes expired refresh tokens and keeps live ones working', async () => {
    const user = await createUser(t().db);
    const first = (await signIn(user.email)).body;
    t().clock.advance(REFRESH_TOKEN_SECONDS * 1000 - 60_000);
    const second = (await signIn(user.email)).body;
    const before = await tokenCount();
    expect(await sweep()).toMatchObject({ refreshTokens: 0 });

    // The first sign-in's token expires; the second's has a day less a minute left.
    t().clock.advance(120_000);
    expect(await sweep()).toMatchObject({ refreshTokens: 1 });
    expect(await tokenCount()).toBe(before - 1);
    expect((await refresh(first.refresh)).status).toBe(401);
    expect((await refresh(second.refresh)).status).toBe(200);
  });

  it('deletes login counts once their window is over, and a new count starts at one', async () => {
    await t().db.delete(loginThrottle);
    const user = await createUser(t().db);
    // Six wrong passwords: the account waits (the sixth sets a wait), the address counts six.
    for (let i = 0; i < 6; i++) {
      const res = await signIn(user.email, 'wrong-password');
      expect([400, 401, 429]).toContain(res.status);
    }
    const keys = [`account:${user.email}`, `address:${ADDRESS}`].sort();
    expect(await throttleKeys()).toEqual(keys);
    expect(await sweep()).toMatchObject({ loginCounts: 0 });

    t().clock.advance(WINDOW_MINUTES * 60_000 - 1_000);
    expect(await sweep()).toMatchObject({ loginCounts: 0 });
    t().clock.advance(2_000);
    expect(await sweep()).toMatchObject({ loginCounts: 2 });
    expect(await throttleKeys()).toEqual([]);

    // As after a window's end with the row kept: the right password goes straight through.
    expect((await signIn(user.email)).status).toBe(200);
  });
});
