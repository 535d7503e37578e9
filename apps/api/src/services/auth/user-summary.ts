import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema/index';
import { groups, teachers, userGroups } from '../../db/schema/index';
import { personName } from '../users/person';

/** The `user` object of the login result. */
export type UserSummary = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  user_type: 'teacher' | 'employee' | 'student' | 'invoice_receiver';
  is_staff: boolean;
  groups: string[];
};

export const groupNamesOf = async (db: Database, userId: number): Promise<string[]> => {
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(groups.name);
  return rows.map((r) => r.name);
};

export const userSummary = async (
  db: Database,
  user: typeof users.$inferSelect,
): Promise<UserSummary> => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  full_name: personName(user.firstName, user.lastName),
  user_type: user.userType,
  is_staff: user.isStaff,
  groups: await groupNamesOf(db, user.id),
});

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * needs_update: a teacher whose required initial-info fields (seed 000 "Initial teacher update":
 * names, phone, social_security, bank account) are empty. Other user types never need it.
 */
export const teacherNeedsUpdate = async (
  db: Database,
  user: typeof users.$inferSelect,
): Promise<boolean> => {
  if (user.userType !== 'teacher') return false;
  if (blank(user.firstName) || blank(user.lastName) || blank(user.phoneNumber)) return true;
  const [teacher] = await db
    .select({
      socialSecurity: teachers.socialSecurity,
      bankAccountNumber: teachers.bankAccountNumber,
    })
    .from(teachers)
    .where(eq(teachers.userId, user.id));
  return !teacher || blank(teacher.socialSecurity) || blank(teacher.bankAccountNumber);
};
