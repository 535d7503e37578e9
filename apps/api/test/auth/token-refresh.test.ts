import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
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

    const reuse = await refresh(pair.refresh);
    expect(reuse).toMatchObject({
      status: 401,
      body: { detail: 'Token er ugyldig eller utløpt.' },
    });

    const second = await refresh(first.body.refresh);
    expect(second.status).toBe(200);

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
