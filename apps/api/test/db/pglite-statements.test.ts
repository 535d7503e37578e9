// PGlite runs the named statements as SQL-level prepared statements (src/db/pglite-statements.ts):
// the answers must be the ones the plain query gives, for every kind of value.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import { preparedShape } from '../../src/db/prepared';
import { users } from '../../src/db/schema/index';
import { createUser } from '../../src/testing/factories';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openPglite();
  await handle.migrate();
  await createUser(handle.db, { firstName: 'Siri', lastName: "O'Neil", email: 'siri@example.no' });
  await createUser(handle.db, { firstName: 'Per', lastName: 'Berg', email: 'per@example.no' });
});
afterAll(() => handle.close());

const preparedNames = async () =>
  (
    (await handle.db.execute(
      sql`select name from pg_prepared_statements order by name`,
    )) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((r) => r.name);

describe('named statements on PGlite', () => {
  it('answers as the plain query does, with quotes, dates, booleans and nulls as values', async () => {
    const byName = preparedShape(handle.db, 'test_by_name', (name) =>
      handle.db
        .select({ first: users.firstName, active: users.isActive })
        .from(users)
        .where(
          sql`${users.lastName} = ${sql.placeholder('last')} and ${users.isActive} = ${sql.placeholder('active')} and ${users.createdAt} < ${sql.placeholder('before')} and ${sql.placeholder('none')}::int is null`,
        )
        .prepare(name),
    );
    const values = { active: true, before: new Date('2100-01-01T00:00:00Z'), none: null };
    expect(await byName.execute({ ...values, last: "O'Neil" })).toEqual([
      { first: 'Siri', active: true },
    ]);
    // Other values: the same prepared statement.
    expect(await byName.execute({ ...values, last: 'Berg' })).toEqual([
      { first: 'Per', active: true },
    ]);
    expect(await byName.execute({ ...values, last: "x'); drop table users; --" })).toEqual([]);
    expect((await preparedNames()).filter((n) => n.startsWith('shape_test_by_name'))).toHaveLength(
      1,
    );
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual([
      { n: 2 },
    ]);
  });

  it('prepares a shape once and fills its placeholders', async () => {
    const shape = preparedShape(handle.db, 'test_email', (name) =>
      handle.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .prepare(name),
    );
    expect(await shape.execute({ email: 'per@example.no' })).toEqual([{ email: 'per@example.no' }]);
    expect(await shape.execute({ email: "o'" })).toEqual([]);
    expect(await preparedNames()).toContain('shape_test_email');
  });
});
