import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { testConfig } from '../../src/testing/harness';
import { refreshTokens, users } from '../../src/db/schema/index';
import { TEST_PASSWORD, createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp({
  setup: (app) => app.get('/api/test/me/', (c) => c.json({ id: c.get('user').id })),
});

type Pair = { access: string; refresh: string };

const signIn = async () => {
  const user = await createUser(t().db);
  const res = await t().request<Pair>('POST', '/api/user/login/', {
    body: { email: user.email, password: TEST_PASSWORD },
  });
  return { user, pair: res.body };
};
const refresh = (token: string) =>
  t().request<Pair>('POST', '/api/user/token/refresh/', { body: { refresh: token } });

describe('POST /api/user/token/refresh/', () => {
  it('reusing a rotated refresh token revokes every token issued after it', async () => {
    const { pair } = await signIn();
    const first = await refresh(pair.refresh);
    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);
    // Someone replays the first (already rotated) token: the whole chain ends.
    expect((await refresh(pair.refresh)).status).toBe(401);
    expect((await refresh(second.body.refresh)).status).toBe(401);
    // Another session of the same user is a different family and lives on.
    const other = await t().request<Pair>('POST', '/api/user/login/', {
      body: { email: (await t().db.select().from(users))[0]!.email, password: TEST_PASSWORD },
    });
    expect((await refresh(other.body.refresh)).status).toBe(200);
  });

  it('POST user/logout/ revokes the presented refresh token; unknown tokens get 204 too', async () => {
    const { pair } = await signIn();
    const out = await t().request('POST', '/api/user/logout/', { body: { refresh: pair.refresh } });
    expect(out.status).toBe(204);
    expect((await refresh(pair.refresh)).status).toBe(401);
    expect(
      (await t().request('POST', '/api/user/logout/', { body: { refresh: 'x.y.z' } })).status,
    ).toBe(204);
    expect((await t().request('POST', '/api/user/logout/', { body: {} })).status).toBe(400);
  });

  it('rotates: a new working pair, and the used refresh token is refused afterwards', async () => {
    const { user, pair } = await signIn();
    t().clock.advance(60_000);
    const first = await refresh(pair.refresh);
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(pair.refresh);
    const me = await t().request('GET', '/api/test/me/', {
      headers: { authorization: `JWT ${first.body.access}` },
    });
    expect(me.body).toEqual({ id: user.id });

    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

    const reuse = await refresh(pair.refresh);
    expect(reuse).toMatchObject({
      status: 401,
      body: { detail: 'Token er ugyldig eller utløpt.' },
    });

    const [old] = await t()
      .db.select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, decodeJwt(pair.refresh).jti as string));
    expect(old?.revokedAt).not.toBeNull();
    expect(old?.replacedBy).toBe(decodeJwt(first.body.refresh).jti);
  });

  it('refuses an expired refresh token', async () => {
    const { pair } = await signIn();
    t().clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await refresh(pair.refresh)).status).toBe(401);
  });

  it('refuses a forged token, an access token and garbage', async () => {
    const { pair } = await signIn();
    const [h, p] = pair.refresh.split('.');
    expect((await refresh(`${h}.${p}.bm90LWEtc2lnbmF0dXJl`)).status).toBe(401);
    expect((await refresh(pair.access)).status).toBe(401);
    expect((await refresh('ikke-et-token')).status).toBe(401);
  });

  it('refuses the refresh token of a user who has been deactivated', async () => {
    const { user, pair } = await signIn();
    await t().db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(pair.refresh)).status).toBe(401);
  });

  it('answers a missing or wrong-typed refresh field with 400', async () => {
    expect(await t().request('POST', '/api/user/token/refresh/', { body: {} })).toMatchObject({
      status: 400,
      body: { refresh: ['Dette feltet er påkrevd.'] },
    });
    expect(
      (await t().request('POST', '/api/user/token/refresh/', { body: { refresh: 1 } })).status,
    ).toBe(400);
  });
});

describe('access tokens the API could not have issued', () => {
  const sign = async (claims: Record<string, unknown>, iat: number, exp: number) =>
    new SignJWT({ token_type: 'access', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('test-jti')
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
  const me = (token: string) =>
    t().request('GET', '/api/test/me/', { headers: { authorization: `JWT ${token}` } });

  it('refuses a 10-year exp, a future iat and odd user ids with 401', async () => {
    const user = await createUser(t().db);
    const now = Math.floor(t().clock.now().getTime() / 1000);
    expect((await me(await sign({ user_id: user.id }, now, now + 300))).status).toBe(200);
    expect((await me(await sign({ user_id: user.id }, now, now + 10 * 365 * 86400))).status).toBe(
      401,
    );
    expect((await me(await sign({ user_id: user.id }, now + 3600, now + 3900))).status).toBe(401);
    for (const userId of [2 ** 31, 1e308, 1.5, -1, 0, '1']) {
      expect(
        (await me(await sign({ user_id: userId }, now, now + 300))).status,
        String(userId),
      ).toBe(401);
    }
  });
});
