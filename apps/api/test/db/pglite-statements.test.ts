// PGlite runs the named statements as SQL-level prepared statements (src/db/pglite-statements.ts):
// the answers must be the ones the plain query gives, for every kind of value.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../src/db/client';
import { executeNamed, preparedShape } from '../../src/db/prepared';
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
    const byName = (last: string) =>
      handle.db
        .select({ first: users.firstName, active: users.isActive })
        .from(users)
        .where(
          sql`${users.lastName} = ${last} and ${users.isActive} = ${true} and ${users.createdAt} < ${new Date('2100-01-01T00:00:00Z')} and ${null}::int is null`,
        );
    expect(await executeNamed(byName("O'Neil"), 'test_by_name')).toEqual([
      { first: 'Siri', active: true },
    ]);
    // The same text with other values: the same prepared statement.
    expect(await executeNamed(byName('Berg'), 'test_by_name')).toEqual([
      { first: 'Per', active: true },
    ]);
    expect(await executeNamed(byName("x'); drop table users; --"), 'test_by_name')).toEqual([]);
    expect((await preparedNames()).filter((n) => n.startsWith('test_by_name'))).toHaveLength(1);
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
