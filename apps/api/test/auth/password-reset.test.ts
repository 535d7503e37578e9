import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMail, passwordResetTokens } from '../../src/db/schema/index';
import { TEST_PASSWORD, createEmployee, createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

const RESET_MESSAGE =
  'En e-post med en link for å resette passord er sendt til deg hvis e-postadressen er knyttet til en bruker';

const requestReset = (email: string) =>
  t().request('POST', '/api/user/password-reset', { body: { email } });
const confirm = (token: string, password: string) =>
  t().request('POST', '/api/user/password-reset/confirm', { body: { token, password } });
const login = (email: string, password: string) =>
  t().request('POST', '/api/user/login/', { body: { email, password } });

/** Reads the outbox as staff (the only ones allowed to). */
const readOutbox = async <T>(path: string) =>
  t().request<T>('GET', path, { as: (await createEmployee(t().db)).id });

/** The token of the newest mail to this address, read from the outbox as staff would. */
const tokenFromMail = async (email: string) => {
  const res = await readOutbox<{ results: { to: string; text: string }[] }>(
    `/api/dev/outbox/?to=${email}`,
  );
  const text = res.body.results[0]?.text ?? '';
  const match = /http:\/\/portal\.test\/confirm-reset-password\/\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
};

describe('POST /api/user/password-reset', () => {
  it('gives the same answer for a known and an unknown e-mail; only the known one gets mail', async () => {
    const user = await createUser(t().db, { email: 'glemsk@test.no' });
    const before = (await t().db.select().from(outboxMail)).length;
    const known = await requestReset('GLEMSK@test.no');
    const unknown = await requestReset('ingen@test.no');
    expect(known).toMatchObject({ status: 200, body: { detail: RESET_MESSAGE } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await t().db.select().from(outboxMail);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Tilbakestill passordet ditt',
      sentAt: null,
    });
  });

  it('sends at most 3 reset mails an hour to one address, answering every request the same', async () => {
    const user = await createUser(t().db, { email: 'mange.forsok@test.no' });
    const mailsTo = async () =>
      (await t().db.select().from(outboxMail).where(eq(outboxMail.to, user.email))).length;
    for (let i = 0; i < 5; i++) {
      expect(await requestReset(user.email)).toMatchObject({
        status: 200,
        body: { detail: RESET_MESSAGE },
      });
    }
    expect(await mailsTo()).toBe(3);
    t().clock.advance(61 * 60 * 1000);
    await requestReset(user.email);
    expect(await mailsTo()).toBe(4);
  });

  it('stores only a hash of the key, valid for 3 days', async () => {
    const user = await createUser(t().db);
    await requestReset(user.email);
    const key = await tokenFromMail(user.email);
    const [row] = await t()
      .db.select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.keyHash).not.toContain(key);
    expect(row!.expiresAt.getTime() - t().clock.now().getTime()).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('requires a valid e-mail', async () => {
    expect(await t().request('POST', '/api/user/password-reset/', { body: {} })).toMatchObject({
      status: 400,
      body: { email: ['Må fylles ut for å resette passord'] },
    });
  });
});

describe('POST /api/user/password-reset/confirm', () => {
  it('sets the new password once; the link cannot be used again', async () => {
    const user = await createUser(t().db);
    await requestReset(user.email);
    const key = await tokenFromMail(user.email);
    expect(await confirm(key, 'Nytt-sterkt-passord-9')).toMatchObject({
      status: 200,
      body: { detail: 'Passord er lagret' },
    });
    expect((await login(user.email, 'Nytt-sterkt-passord-9')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const again = await confirm(key, 'Et-annet-passord-8');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      token: ['Lenken er ugyldig eller utløpt. Be om en ny e-post for å resette passordet.'],
    });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t().db);
    await requestReset(user.email);
    const key = await tokenFromMail(user.email);
    t().clock.advance(3 * 24 * 60 * 60 * 1000 + 1);
    expect((await confirm(key, 'Nytt-sterkt-passord-9')).status).toBe(400);
  });

  it('refuses an unknown token', async () => {
    expect((await confirm('finnes-ikke', 'Nytt-sterkt-passord-9')).body).toHaveProperty('token');
  });

  it('lists every reason a password is weak, and keeps the token usable', async () => {
    const user = await createUser(t().db, { email: 'marianne.hansen@test.no' });
    await requestReset(user.email);
    const key = await tokenFromMail(user.email);
    expect((await confirm(key, '1234567')).body).toEqual({
      password: [
        'Dette passordet er for kort. Det må inneholde minst 8 tegn.',
        'Dette passordet er for vanlig.',
        'Dette passordet er helt numerisk.',
      ],
    });
    expect((await confirm(key, 'passord123')).body).toEqual({
      password: ['Dette passordet er for vanlig.'],
    });
    expect((await confirm(key, '84736251')).body).toEqual({
      password: ['Dette passordet er helt numerisk.'],
    });
    expect((await confirm(key, 'mariannehansen')).body).toEqual({
      password: ['Passordet ligner for mye på e-postadressen.'],
    });
    expect((await confirm(key, 'Lang-og-god-frase-7')).status).toBe(200);
  });

  it('signs out other sessions: old refresh tokens stop working', async () => {
    const user = await createUser(t().db);
    const session = await t().request<{ refresh: string }>('POST', '/api/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    await requestReset(user.email);
    await confirm(await tokenFromMail(user.email), 'Nytt-sterkt-passord-9');
    const res = await t().request('POST', '/api/user/token/refresh/', {
      body: { refresh: session.body.refresh },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/dev/outbox/', () => {
  it('is refused without a token and to everyone but staff (it holds reset links)', async () => {
    const user = await createUser(t().db);
    await requestReset(user.email);
    expect((await t().request('GET', '/api/dev/outbox/')).status).toBe(401);
    expect((await t().request('GET', '/api/dev/outbox/', { as: user.id })).status).toBe(403);
  });

  it('lists mail newest first', async () => {
    const a = await createUser(t().db);
    const b = await createUser(t().db);
    await requestReset(a.email);
    t().clock.advance(1000);
    await requestReset(b.email);
    const res = await readOutbox<{ results: { to: string; html: string; created_at: string }[] }>(
      '/api/dev/outbox/?limit=2',
    );
    expect(res.body.results.map((m) => m.to)).toEqual([b.email, a.email]);
    expect(res.body.results[0]?.html).toContain('/confirm-reset-password/?token=');
  });
});
