import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createTeacher, createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

const change = (as: number | undefined, body: unknown) =>
  t().request('PATCH', '/api/user/change-password/', { as, body });
const login = (email: string, password: string) =>
  t().request('POST', '/api/user/login/', { body: { email, password } });

describe('PATCH /api/user/change-password/', () => {
  it('changes the password of the signed-in user', async () => {
    const { user } = await createTeacher(t().db);
    const res = await change(user.id, {
      old_password: TEST_PASSWORD,
      new_password: 'Helt-nytt-passord-5',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { detail: 'Passordet ditt har blitt oppdatert' },
    });
    expect((await login(user.email, 'Helt-nytt-passord-5')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it('signs every other session out and gives this one a new working pair', async () => {
    const { user } = await createTeacher(t().db);
    const stolen = (await login(user.email, TEST_PASSWORD)).body as { refresh: string };
    const res = await change(user.id, {
      old_password: TEST_PASSWORD,
      new_password: 'Helt-nytt-passord-5',
    });
    const pair = res.body as { access: string; refresh: string };
    const refresh = (token: string) =>
      t().request('POST', '/api/user/token/refresh/', { body: { refresh: token } });
    expect((await refresh(stolen.refresh)).status).toBe(401);
    expect((await refresh(pair.refresh)).status).toBe(200);
  });

  it('refuses a wrong old password under old_password', async () => {
    const user = await createUser(t().db);
    const res = await change(user.id, {
      old_password: 'feil-passord',
      new_password: 'Helt-nytt-passord-5',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { old_password: ['Gammelt passord er feil.'] },
    });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak new password under new_password', async () => {
    const user = await createUser(t().db);
    const short = await change(user.id, { old_password: TEST_PASSWORD, new_password: 'kort' });
    expect(short).toMatchObject({
      status: 400,
      body: { new_password: ['Nytt passord må være minst 8 tegn'] },
    });
    const common = await change(user.id, {
      old_password: TEST_PASSWORD,
      new_password: 'password123',
    });
    expect(common.body).toEqual({ new_password: ['Dette passordet er for vanlig.'] });
  });

  it('needs a signed-in user', async () => {
    const res = await change(undefined, {
      old_password: TEST_PASSWORD,
      new_password: 'Helt-nytt-passord-5',
    });
    expect(res.status).toBe(401);
  });

  it('reports missing fields with the seed message', async () => {
    const user = await createUser(t().db);
    expect((await change(user.id, {})).body).toEqual({
      old_password: ['Gammelt passord er påkrevd'],
      new_password: ['Nytt passord må være minst 8 tegn'],
    });
  });
});
