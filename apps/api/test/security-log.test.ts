import { describe, expect, it } from 'vitest';
import { emailHash, setSecurityLogSink } from '../src/http/security-log';
import { TEST_PASSWORD, createEmployee, createStudent } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  setSecurityLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return lines;
};

describe('security events', () => {
  it('are logged as JSON lines without passwords, tokens or e-mail addresses', async () => {
    const { user: student } = await createStudent(t().db, { user: { email: 'elev.logg@test.no' } });
    const staff = await createEmployee(t().db);
    const lines = capture();
    await t().request('POST', '/api/user/login/', {
      body: { email: 'elev.logg@test.no', password: 'feil-passord-123' },
    });
    await t().request('POST', '/api/user/login/', {
      body: { email: 'ukjent.logg@test.no', password: 'feil-passord-123' },
    });
    await t().request('GET', '/api/salary/next-payment/', { as: student.id });
    await t().request('GET', '/api/activity/activity/', {
      headers: { authorization: 'JWT not.a.token' },
    });
    await t().request('POST', '/api/user/reset-tokens/', {
      as: staff.id,
      body: { email: 'elev.logg@test.no' },
    });
    await t().request('PATCH', '/api/user/change-password/', {
      as: student.id,
      body: { old_password: TEST_PASSWORD, new_password: 'Et-helt-nytt-passord-9' },
    });
    expect(lines.map((l) => l.event)).toEqual([
      'login.failed',
      'login.failed',
      'access.denied',
      'token.refused',
      'reset_token.created',
      'password.changed',
    ]);
    expect(lines[0]).toMatchObject({ user_id: student.id, reason: 'wrong_password' });
    expect(lines[1]).toMatchObject({ email_hash: emailHash('ukjent.logg@test.no') });
    expect(lines[2]).toMatchObject({ user_id: student.id, path: '/api/salary/next-payment/' });
    const text = JSON.stringify(lines);
    for (const secret of ['feil-passord-123', 'Et-helt-nytt-passord-9', '@test.no', 'not.a.token'])
      expect(text).not.toContain(secret);
  });
});
