import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRecord = typeof users.$inferSelect;

/** E-mails are unique regardless of case; this finds a user the same way. */
export const findUserByEmail = async (
  db: Database,
  email: string,
): Promise<UserRecord | undefined> => {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
};
