import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../src/db/schema/index';
import { badInputCases } from '../../src/testing/bad-input';
import { createEmployee, createUser, createUsersOfEveryType } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

type Token = { id: number; user_email: string; key: string; created_at: string };

const create = (as: number, email: string) =>
  t().request<Token>('POST', '/api/user/reset-tokens/', { as, body: { email } });
const list = (as: number) => t().request<Token[]>('GET', '/api/user/reset-tokens/', { as });

describe('staff password tokens', () => {
  it('staff create a token for a user; the list shows it with its key; the key resets the password once', async () => {
    const staff = await createEmployee(t().db);
    const user = await createUser(t().db, { email: 'Trenger.Hjelp@test.no' });
    const created = await create(staff.id, 'trenger.hjelp@test.no');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      user_email: 'Trenger.Hjelp@test.no',
      created_at: t().clock.now().toISOString(),
    });
    expect(created.body.key.length).toBeGreaterThanOrEqual(40);

    const listed = await list(staff.id);
    expect(listed.body.find((tk) => tk.id === created.body.id)).toEqual(created.body);
    const [row] = await t()
      .db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, created.body.id));
    expect(row?.keyEncrypted).not.toContain(created.body.key);
    expect(row?.createdById).toBe(staff.id);

    const confirm = await t().request('POST', '/api/user/password-reset/confirm/', {
      body: { token: created.body.key, password: 'Nytt-fra-ansatt-3' },
    });
    expect(confirm.status).toBe(200);
    expect((await list(staff.id)).body.some((tk) => tk.id === created.body.id)).toBe(false);
    const login = await t().request('POST', '/api/user/login/', {
      body: { email: user.email, password: 'Nytt-fra-ansatt-3' },
    });
    expect(login.status).toBe(200);
  });

  it('lists live tokens only, newest first', async () => {
    const staff = await createEmployee(t().db);
    const a = await createUser(t().db);
    const b = await createUser(t().db);
    const old = await create(staff.id, a.email);
    t().clock.advance(3 * 24 * 60 * 60 * 1000 + 1);
    const fresh = await create(staff.id, b.email);
    const ids = (await list(staff.id)).body.map((tk) => tk.id);
    expect(ids).toContain(fresh.body.id);
    expect(ids).not.toContain(old.body.id);
    expect(ids[0]).toBe(fresh.body.id);
  });

  it('does not list self-service reset tokens (their key is not kept)', async () => {
    const staff = await createEmployee(t().db);
    const user = await createUser(t().db);
    await t().request('POST', '/api/user/password-reset/', { body: { email: user.email } });
    expect((await list(staff.id)).body.some((tk) => tk.user_email === user.email)).toBe(false);
  });

  it('refuses an e-mail without a user', async () => {
    const staff = await createEmployee(t().db);
    expect(await create(staff.id, 'ingen@test.no')).toMatchObject({
      status: 400,
      body: { email: ['Det finnes ingen aktiv bruker med denne e-postadressen.'] },
    });
  });

  it('is for staff only: 403 for every other type, 401 without a token', async () => {
    const users = await createUsersOfEveryType(t().db);
    for (const type of ['teacher', 'student', 'invoice_receiver'] as const) {
      expect((await list(users[type].id)).status).toBe(403);
      expect((await create(users[type].id, users.student.email)).status).toBe(403);
    }
    expect((await list(users.employee.id)).status).toBe(200);
    expect((await t().request('GET', '/api/user/reset-tokens/')).status).toBe(401);
    expect(
      (await t().request('POST', '/api/user/reset-tokens/', { body: { email: 'a@test.no' } }))
        .status,
    ).toBe(401);
  });

  it.each(badInputCases({ email: 'a@test.no' }))(
    'bad input, $name: 400 naming the field',
    async ({ body, field }) => {
      const staff = await createEmployee(t().db);
      const res = await t().request<Record<string, string[]>>('POST', '/api/user/reset-tokens/', {
        as: staff.id,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body[field]?.length).toBeGreaterThan(0);
    },
  );
});
