import { and, asc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { staffUserSql } from './accounts';
import { personSearch, userFullName } from './person';

export type UserSearchRow = { id: number; full_name: string; email: string; is_staff: boolean };

/**
 * Active users whose name or e-mail contains `search`, by name; `isStaff` narrows to staff (the
 * developer picker) or to everyone else. Uses the trigram indexes on name and e-mail.
 */
export const searchUsers = async (
  db: Database,
  query: { search?: string; limit: number; is_staff?: boolean },
): Promise<UserSearchRow[]> => {
  const conditions: SQL[] = [eq(users.isActive, true)];
  const search = personSearch(query.search, false);
  if (search) conditions.push(search);
  if (query.is_staff === true) conditions.push(staffUserSql);
  if (query.is_staff === false) conditions.push(not(staffUserSql));
  return db
    .select({
      id: users.id,
      full_name: sql<string>`${userFullName}`,
      email: users.email,
      is_staff: sql<boolean>`${staffUserSql}`,
    })
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(userFullName), asc(users.id))
    .limit(query.limit);
};
