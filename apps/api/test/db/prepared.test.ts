import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedShape, roomForShape, shapeName } from '../../src/db/prepared';
import { users } from '../../src/db/schema/index';
import { createUser } from '../../src/testing/factories';
import { useTestApp } from '../../src/testing/harness';

describe('shapeName', () => {
  it('keeps a short key as it is', () => {
    expect(shapeName('next_activity')).toBe('shape_next_activity');
  });

  it('gives two long keys that differ only past 63 bytes two names within 63 bytes', () => {
    const long = 'student_list_-number_of_hours_remaining_in_packages_10_teacher_isActive-';
    const first = shapeName(`${long}_now+`);
    const second = shapeName(`${long}_now+_offset`);
    expect(first).not.toBe(second);
    for (const name of [first, second]) {
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
      expect(name.startsWith('shape_student_list_')).toBe(true);
    }
  });
});

describe('roomForShape', () => {
  it('keeps the shapes prepared already and refuses a new one past the limit', () => {
    const db = {};
    const none = { execute: async () => [] };
    expect(roomForShape(db, 'list_0')).toBe(true);
    for (let i = 0; i < 300; i += 1) preparedShape(db, `list_${i}`, () => none);
    expect(roomForShape(db, 'list_0')).toBe(true);
    expect(roomForShape(db, 'list_299')).toBe(true);
    expect(roomForShape(db, 'list_300')).toBe(false);
    // Another database has room of its own.
    expect(roomForShape({}, 'list_300')).toBe(true);
  });
});

describe("a prepared shape's rows", () => {
  const t = useTestApp();

  it('come out as drizzle maps them: columns, SQL with and without a decoder, nulls', async () => {
    const db = t().db;
    const user = await createUser(db, { firstName: 'Rad', birthDate: null });
    const select = () =>
      db
        .select({
          id: users.id,
          created: users.createdAt,
          birth: users.birthDate,
          first: users.firstName,
          letters: sql`length(${users.firstName})`.mapWith(Number),
          bigCount: sql`count(*) over ()`.mapWith(Number),
          asText: sql<string>`${users.id}::text`,
          nothing: sql<string | null>`null`,
        })
        .from(users);
    const byDrizzle = await select().where(eq(users.id, user.id));
    const shape = preparedShape(db, 'test_mapped_rows', (name) =>
      select()
        .where(eq(users.id, sql.placeholder('id')))
        .prepare(name),
    );
    const mapped = await shape.execute({ id: user.id });
    expect(mapped).toEqual(byDrizzle);
    expect(mapped[0]).toMatchObject({ first: 'Rad', letters: 3, bigCount: 1, nothing: null });
    expect(mapped[0]!.created).toBeInstanceOf(Date);
    expect(mapped[0]!.birth).toBeNull();
    expect(mapped[0]!.asText).toBe(String(user.id));
  });
});
