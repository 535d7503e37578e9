import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

export type UserType = 'teacher' | 'employee' | 'student' | 'invoice_receiver';

/** The signed-in user as the auth middleware puts it in the context (`c.get('user')`). */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isStaff: boolean;
};

export const loadActiveUser = async (db: Database, id: number): Promise<CurrentUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      isStaff: users.isStaff,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row || !row.isActive) return null;
  const { isActive: _active, ...user } = row;
  return user;
};
