import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

export type UserType = 'teacher' | 'employee' | 'student' | 'invoice_receiver';

/**
 * The signed-in user as the auth middleware puts it in the context (`c.get('user')`), with the
 * profile ids and groups the access policies need, so no request looks them up again.
 */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  isStaff: boolean;
  /** The user's teacher, student and invoice-receiver profile ids (null when they have none). */
  teacherId: number | null;
  studentId: number | null;
  receiverId: number | null;
  /** Group names ('student', 'invoice_receiver', …): a customer can be in both. */
  groups: string[];
};

const selectUser = (db: Database) =>
  db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      isStaff: users.isStaff,
      isActive: users.isActive,
      teacherId: sql<number | null>`(select t.id from teachers t where t.user_id = "users"."id")`,
      studentId: sql<number | null>`(select s.id from students s where s.user_id = "users"."id")`,
      receiverId: sql<
        number | null
      >`(select r.id from invoice_receivers r where r.user_id = "users"."id")`,
      groups: sql<
        string[] | null
      >`(select array_agg(g.name order by g.name) from user_groups ug join groups g on g.id = ug.group_id where ug.user_id = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    // A named statement: PostgreSQL plans it once per connection instead of on every request
    // (planning took longer than running it).
    .prepare('load_active_user');

const prepared = new WeakMap<Database, ReturnType<typeof selectUser>>();

/** The active user with their profile ids and groups, in one round trip (null: none or inactive). */
export const loadActiveUser = async (db: Database, id: number): Promise<CurrentUser | null> => {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = selectUser(db)));
  const [row] = await statement.execute({ id });
  if (!row || !row.isActive) return null;
  const { isActive: _active, groups, teacherId, studentId, receiverId, ...user } = row;
  // Subquery results come back as strings from some drivers: ids are numbers here. (The outer
  // column is written out as "users"."id": drizzle renders a column unqualified in a select.)
  const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...user,
    teacherId: idOrNull(teacherId),
    studentId: idOrNull(studentId),
    receiverId: idOrNull(receiverId),
    groups: groups ?? [],
  };
};
