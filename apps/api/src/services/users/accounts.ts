import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema/index';

export const EMAIL_TAKEN_MESSAGE = 'En bruker med denne e-postadressen finnes allerede.';

/** A staff user: user type employee or the is_staff flag (the issue board's developers). */
export const staffUserSql = or(eq(users.userType, 'employee'), eq(users.isStaff, true))!;

/**
 * A password hash nobody can match (not scrypt-formatted, so verifyPassword says no): people
 * registered by a teacher sign in after staff send them a password token.
 */
const unusablePassword = () => `unusable$${randomBytes(24).toString('base64url')}`;

type Db = Pick<Database, 'select' | 'insert'>;

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await (db as Database)
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
};

export const addToGroup = async (db: Db, userId: number, name: string) => {
  await db.insert(groups).values({ name }).onConflictDoNothing();
  const [group] = await (db as Database).select().from(groups).where(eq(groups.name, name));
  if (group)
    await db.insert(userGroups).values({ userId, groupId: group.id }).onConflictDoNothing();
};

/**
 * A new login whose password nobody can use (a student, receiver or teacher registered by someone
 * else), in `group` when one is given; its user id.
 */
export const insertLogin = async (
  db: Db,
  values: Omit<typeof users.$inferInsert, 'password'>,
  group?: string,
) => {
  const [user] = await db
    .insert(users)
    .values({ ...values, password: unusablePassword() })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  if (group) await addToGroup(db, user.id, group);
  return user.id;
};
