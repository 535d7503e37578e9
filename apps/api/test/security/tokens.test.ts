// The security suite's token part: every kind of token the API did not issue, or issued for
// another use, is refused on a protected route; a burst of reset requests sends no more mail than
// the limit. Prints how many requests each group tried.
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { outboxMail } from '../../src/db/schema/index';
import { TEST_PASSWORD, createUser } from '../../src/testing/factories';
import { testConfig, useTestApp } from '../../src/testing/harness';

const t = useTestApp();
const secret = new TextEncoder().encode(testConfig().jwtSecret);

const me = (token: string) =>
  t().request('GET', '/api/activity/activity/', { headers: { authorization: `JWT ${token}` } });

const sign = (claims: Record<string, unknown>, alg = 'HS256', key: Uint8Array = secret) => {
  const now = Math.floor(t().clock.now().getTime() / 1000);
  return new SignJWT({ token_type: 'access', jti: 'x', ...claims })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 300)
    .sign(key);
};

describe('security: tokens', () => {
  it('refuses forged, unsigned, other-algorithm, expired, future, absurd and refresh tokens', async () => {
    const user = await createUser(t().db, { userType: 'employee', isStaff: true });
    const now = Math.floor(t().clock.now().getTime() / 1000);
    const good = await sign({ user_id: user.id });
    expect((await me(good)).status).toBe(200);
    const [h, p] = good.split('.');
    const cases: Record<string, string> = {
      'forged signature': `${h}.${p}.${'A'.repeat(43)}`,
      'alg none': new UnsecuredJWT({ user_id: user.id, token_type: 'access', jti: 'x' })
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .encode(),
      'HS512 with the same secret': await sign({ user_id: user.id }, 'HS512'),
      'another secret': await sign(
        { user_id: user.id },
        'HS256',
        new TextEncoder().encode('x'.repeat(64)),
      ),
      expired: await new SignJWT({ user_id: user.id, token_type: 'access', jti: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 3600)
        .setExpirationTime(now - 3000)
        .sign(secret),
      'future iat': await new SignJWT({ user_id: user.id, token_type: 'access', jti: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now + 7200)
        .setExpirationTime(now + 7500)
        .sign(secret),
      'ten-year exp': await new SignJWT({ user_id: user.id, token_type: 'access', jti: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setExpirationTime(now + 10 * 365 * 86400)
        .sign(secret),
      'refresh used as access': await sign({ user_id: user.id, token_type: 'refresh' }),
      'user id 2^31': await sign({ user_id: 2 ** 31 }),
      'user id 1e308': await sign({ user_id: 1e308 }),
      'user id 1.5': await sign({ user_id: 1.5 }),
      'user id as text': await sign({ user_id: String(user.id) }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(cases)) {
      expect((await me(token)).status, name).toBe(401);
    }
    console.log(`security tokens: ${Object.keys(cases).length + 1} requests`);
  });

  it('a burst of 20 reset requests for one address sends at most 3 mails', async () => {
    const user = await createUser(t().db);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t().request('POST', '/api/user/password-reset/', { body: { email: user.email } }),
      ),
    );
    expect(burst.every((r) => r.status === 200)).toBe(true);
    const mails = (await t().db.select().from(outboxMail)).filter((m) => m.to === user.email);
    expect(mails.length).toBeLessThanOrEqual(3);
    // The account still signs in with its password.
    const login = await t().request('POST', '/api/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    console.log('security reset burst: 21 requests');
  });
});
