import { describe, expect, it } from 'vitest';
import { badInputCases } from '../../src/testing/bad-input';
import { TEST_PASSWORD, createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

// Every write route of sign-in: each field missing, wrong-typed, oversized, and an unknown field.
const routes: { method: string; path: string; valid: Record<string, unknown>; auth?: boolean }[] = [
  {
    method: 'POST',
    path: '/api/user/login/',
    valid: { email: 'a@test.no', password: TEST_PASSWORD },
  },
  { method: 'POST', path: '/api/user/token/refresh/', valid: { refresh: 'x.y.z' } },
  { method: 'POST', path: '/api/user/password-reset/', valid: { email: 'a@test.no' } },
  {
    method: 'POST',
    path: '/api/user/password-reset/confirm/',
    valid: { password: 'Sterkt-passord-1', token: 'abc' },
  },
  {
    method: 'PATCH',
    path: '/api/user/change-password/',
    valid: { old_password: TEST_PASSWORD, new_password: 'Sterkt-passord-1' },
    auth: true,
  },
];

describe.each(routes)('$method $path with bad input', ({ method, path, valid, auth }) => {
  it.each(badInputCases(valid))('$name: 400 naming the field', async ({ body, field }) => {
    const as = auth ? (await createUser(t().db)).id : undefined;
    const res = await t().request<Record<string, string[]>>(method, path, { body, as });
    expect(res.status).toBe(400);
    expect(res.body[field]?.length).toBeGreaterThan(0);
    expect(res.body[field]?.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  });

  it('a body that is not an object: 400', async () => {
    const as = auth ? (await createUser(t().db)).id : undefined;
    for (const body of [null, [], 'tekst', 42]) {
      const res = await t().request(method, path, { body: JSON.stringify(body), as });
      expect(res.status).toBe(400);
    }
  });

  it('malformed JSON: 400 {detail}', async () => {
    const as = auth ? (await createUser(t().db)).id : undefined;
    const res = await t().request(method, path, { body: '{"email":', as });
    expect(res).toMatchObject({ status: 400, body: { detail: 'Ugyldig JSON i forespørselen.' } });
  });
});
