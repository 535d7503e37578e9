import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { teachers, users } from '../../src/db/schema/index';
import {
  TEST_PASSWORD,
  createEmployee,
  createStudent,
  createTeacher,
  createUser,
} from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

const t = useTestApp();

type LoginBody = {
  access: string;
  refresh: string;
  type: string;
  needs_update: boolean;
  user: Record<string, unknown>;
};

const login = (email: string, password: string) =>
  t().request<LoginBody>('POST', '/api/user/login', { body: { email, password } });

describe('POST /api/user/login', () => {
  it('signs a teacher in with tokens, the user object, the type and needs_update', async () => {
    const { user } = await createTeacher(t().db, {
      user: { email: 'Ola.Larer@Test.no', lastName: 'Lærer' },
    });
    const res = await login('ola.larer@test.no', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('teacher');
    expect(res.body.needs_update).toBe(false);
    expect(res.body.user).toEqual({
      id: user.id,
      email: 'Ola.Larer@Test.no',
      first_name: 'Ola',
      last_name: 'Lærer',
      full_name: 'Ola Lærer',
      user_type: 'teacher',
      is_staff: false,
      groups: [],
    });
    const access = decodeJwt(res.body.access);
    const refresh = decodeJwt(res.body.refresh);
    expect(access).toMatchObject({ user_id: user.id, token_type: 'access' });
    expect(refresh).toMatchObject({ user_id: user.id, token_type: 'refresh' });
    expect(typeof refresh.jti).toBe('string');
    const now = Math.floor(t().clock.now().getTime() / 1000);
    expect(access.exp).toBe(now + 5 * 60);
    expect(refresh.exp).toBe(now + 24 * 60 * 60);
  });

  it('accepts the trailing-slash form and gives the student their groups', async () => {
    const { user } = await createStudent(t().db, {
      user: { groups: ['student', 'invoice_receiver'] },
    });
    const res = await t().request<LoginBody>('POST', '/api/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.type).toBe('student');
    expect(res.body.user.groups).toEqual(['invoice_receiver', 'student']);
  });

  it('says needs_update for a teacher whose initial-info fields are empty', async () => {
    const { user, teacher } = await createTeacher(t().db);
    await t().db.update(teachers).set({ socialSecurity: '' }).where(eq(teachers.id, teacher.id));
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.body.needs_update).toBe(true);
  });

  it('gives staff is_staff and never needs_update', async () => {
    const employee = await createEmployee(t().db, { phoneNumber: '' });
    const res = await login(employee.email, TEST_PASSWORD);
    expect(res.body).toMatchObject({
      type: 'employee',
      needs_update: false,
      user: { is_staff: true },
    });
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const user = await createUser(t().db);
    const wrong = await login(user.email, 'feil-passord');
    const unknown = await login('finnes.ikke@test.no', TEST_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      detail: 'Ingen aktiv konto funnet med oppgitt e-post og passord.',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an inactive user', async () => {
    const user = await createUser(t().db, { isActive: false });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
  });

  it('records last_login', async () => {
    const user = await createUser(t().db);
    await login(user.email, TEST_PASSWORD);
    const [row] = await t().db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin?.toISOString()).toBe(t().clock.now().toISOString());
  });

  it('reports missing and invalid fields with the seed messages', async () => {
    const missing = await t().request('POST', '/api/user/login/', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['Email er påkrevd'],
      password: ['Passord må være minst 6 bokstaver'],
    });
    const invalid = await t().request('POST', '/api/user/login/', {
      body: { email: 'ikke-epost', password: 'x' },
    });
    expect(invalid.body).toEqual({
      email: ['Ugyldig email-adresse'],
      password: ['Passord må være minst 6 bokstaver'],
    });
  });

  const TOO_MANY = 'For mange mislykkede innloggingsforsøk. Vent litt og prøv igjen.';

  it('after 5 attempts for one e-mail each further attempt waits a doubling delay, then the right password works', async () => {
    const user = await createUser(t().db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'feil-passord')).status).toBe(401);
    // Straight after the fifth, even the right password waits (it is not checked at all); the
    // answer says how long.
    const waiting = await login(user.email, TEST_PASSWORD);
    expect(waiting).toMatchObject({ status: 429, body: { detail: TOO_MANY } });
    expect(waiting.headers.get('retry-after')).toBe('1');
    // Another e-mail is not affected.
    const other = await createUser(t().db);
    expect((await login(other.email, TEST_PASSWORD)).status).toBe(200);
    // 1 s after the fifth a sixth guess is checked; then the wait is 2 s, then 4 s.
    t().clock.advance(1000);
    expect((await login(user.email, 'feil-passord')).status).toBe(401);
    t().clock.advance(1000);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(429);
    t().clock.advance(1000);
    expect((await login(user.email, 'feil-passord')).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).headers.get('retry-after')).toBe('4');
    t().clock.advance(3000);
    const fourSeconds = await login(user.email, TEST_PASSWORD);
    expect(fourSeconds.status).toBe(429);
    expect(fourSeconds.headers.get('retry-after')).toBe('1');
    // The owner is never locked out for long: the delay is at most a minute.
    t().clock.advance(60 * 1000);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    // A success starts the count afresh.
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'feil-passord')).status).toBe(401);
  });

  it('never waits more than 60 s, however many guesses were made', async () => {
    const user = await createUser(t().db);
    for (let i = 0; i < 5; i++) await login(user.email, 'feil-passord');
    for (let i = 0; i < 8; i++) {
      t().clock.advance(60 * 1000);
      expect((await login(user.email, 'feil-passord')).status).toBe(401);
    }
    t().clock.advance(60 * 1000);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a burst of 40 parallel guesses gets no more than 5 passwords checked', async () => {
    const user = await createUser(t().db);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(user.email, i === 39 ? TEST_PASSWORD : `feil-passord-${i}`),
      ),
    );
    const checked = burst.filter((r) => r.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(35);
  });

  it('starts counting again after the window', async () => {
    const user = await createUser(t().db);
    for (let i = 0; i < 5; i++) await login(user.email, 'feil-passord');
    t().clock.advance(16 * 60 * 1000);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'feil-passord')).status).toBe(401);
  });

  it('stops one address spraying a password over many accounts after 30 attempts', async () => {
    const spray = (email: string, address: string) =>
      t().request('POST', '/api/user/login/', {
        body: { email, password: 'Sommer2026' },
        address,
      });
    for (let i = 0; i < 30; i++)
      expect((await spray(`konto${i}@test.no`, '203.0.113.7')).status).toBe(401);
    const blocked = await spray('konto30@test.no', '203.0.113.7');
    expect(blocked).toMatchObject({
      status: 429,
      body: {
        detail: 'For mange innloggingsforsøk fra denne adressen. Prøv igjen om 15 minutter.',
      },
    });
    expect(blocked.headers.get('retry-after')).toBe(String(15 * 60));
    // Another address, and the owner of an account the sprayer tried, still sign in.
    const user = await createUser(t().db, { email: 'konto3@test.no' });
    expect(
      (
        await t().request('POST', '/api/user/login/', {
          body: { email: user.email, password: TEST_PASSWORD },
          address: '198.51.100.2',
        })
      ).status,
    ).toBe(200);
    t().clock.advance(15 * 60 * 1000 + 1);
    expect((await spray('konto31@test.no', '203.0.113.7')).status).toBe(401);
  });

  it('limits unknown e-mails too, so lockout does not reveal who exists', async () => {
    for (let i = 0; i < 5; i++) await login('ukjent@test.no', 'feil-passord');
    expect((await login('ukjent@test.no', 'feil-passord')).status).toBe(429);
  });
});
