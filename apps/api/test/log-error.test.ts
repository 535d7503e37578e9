import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeError } from '../src/http/log-error';
import { createEmployee } from '../src/testing/factories';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp({
  setup: (app) =>
    app.get('/api/test/fails/', async () => {
      await t().db.execute(
        sql`insert into users (email, password, first_name, last_name, user_type) values (${'hemmelig@test.no'}, ${'x'}, ${'Kari'}, ${'Nordmann'}, ${'ikke-en-type'})`,
      );
      return new Response('unreachable');
    }),
});

describe('logging a failed database query', () => {
  it('names the SQL and the error code but none of the values', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    try {
      const staff = await createEmployee(t().db);
      const res = await t().request('GET', '/api/test/fails/', { as: staff.id });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    // Call the describer directly too, for an error as drizzle throws it.
    const line = describeError(
      Object.assign(new Error('Failed query'), {
        query: 'insert into users (email) values ($1)',
        params: ['hemmelig@test.no'],
        cause: {
          code: '23505',
          table: 'users',
          constraint: 'users_email_unique',
          detail: 'Key (email)=(hemmelig@test.no) already exists.',
        },
      }),
    );
    expect(line).toBe(
      'Database query failed: insert into users (email) values ($1) [code=23505 table=users constraint=users_email_unique]',
    );
    expect(logged.join('\n')).toContain('Database query failed: insert into users');
    for (const l of [...logged, line]) expect(l).not.toContain('hemmelig@test.no');
  });
});
