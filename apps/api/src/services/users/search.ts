import { and, asc, eq, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { containsPattern, fullNameSql } from '../../http/list-query';

export type UserSearchRow = { id: number; full_name: string; email: string; is_staff: boolean };

const staffSql = or(eq(users.userType, 'employee'), eq(users.isStaff, true))!;

/**
 * Active users whose name or e-mail contains `search`, by name; `isStaff` narrows to staff (the
 * developer picker) or to everyone else. Uses the trigram indexes on name and e-mail.
 */
export const searchUsers = async (
  db: Database,
  query: { search?: string; limit: number; is_staff?: boolean },
): Promise<UserSearchRow[]> => {
  const fullName = fullNameSql(users.firstName, users.lastName);
  const conditions: SQL[] = [eq(users.isActive, true)];
  const text = query.search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(or(ilike(fullName, pattern), ilike(users.email, pattern))!);
  }
  if (query.is_staff === true) conditions.push(staffSql);
  if (query.is_staff === false) conditions.push(not(staffSql));
  return db
    .select({
      id: users.id,
      full_name: sql<string>`${fullName}`,
      email: users.email,
      is_staff: sql<boolean>`${staffSql}`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(fullName), asc(users.id))
    .limit(query.limit);
};
