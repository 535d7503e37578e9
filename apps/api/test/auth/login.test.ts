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

  it('locks an e-mail after 5 failures for 15 minutes with 429, even for the right password', async () => {
    const user = await createUser(t().db);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'feil-passord')).status).toBe(401);
    const fifth = await login(user.email, 'feil-passord');
    expect(fifth).toMatchObject({
      status: 429,
      body: { detail: 'For mange mislykkede innloggingsforsøk. Prøv igjen om 15 minutter.' },
    });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(429);
    // Another e-mail is not affected.
    const other = await createUser(t().db);
    expect((await login(other.email, TEST_PASSWORD)).status).toBe(200);

    t().clock.advance(15 * 60 * 1000 + 1);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('starts counting again after a success and after the window', async () => {
    const user = await createUser(t().db);
    for (let i = 0; i < 4; i++) await login(user.email, 'feil-passord');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'feil-passord')).status).toBe(401);
    t().clock.advance(16 * 60 * 1000);
    expect((await login(user.email, 'feil-passord')).status).toBe(401);
  });

  it('limits unknown e-mails too, so lockout does not reveal who exists', async () => {
    for (let i = 0; i < 4; i++) await login('ukjent@test.no', 'feil-passord');
    expect((await login('ukjent@test.no', 'feil-passord')).status).toBe(429);
  });
});
