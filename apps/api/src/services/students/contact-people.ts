import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityStudents,
  students,
  teacherStudents,
  teachers,
  users,
} from '../../db/schema/index';
import type { CustomerViewer } from '../../auth/viewer';
import { shapedRows } from '../../http/list-page';
import { customerStudentIds } from '../../policies/customer-students';

export type ContactPerson = { full_name: string; email: string; phone_number: string };
export type ContactPeople = { teachers: ContactPerson[]; contact_person: ContactPerson | null };

/** A person as the answer gives one (`ContactPerson`), from the users row `u`. */
const personJson = sql`json_build_object('full_name', u.first_name || ' ' || u.last_name,
  'email', u.email, 'phone_number', u.phone_number)`;

/** Both parts as subqueries of one row: the customer's own users row carries them. */
const contactPeopleQuery = (db: Database, customer: CustomerViewer) => {
  const ids = customerStudentIds(customer);
  // Their own profile first, then by student id.
  const order = customer.studentId === null ? sql`s.id` : sql`s.id <> ${customer.studentId}, s.id`;
  return db
    .select({
      // activity_students' copy of each lesson's teacher (migration 0014): an index-only range.
      teachers: sql<ContactPerson[]>`(select coalesce(json_agg(${personJson}
          order by u.first_name, u.last_name, t.id), '[]'::json)
        from ${teachers} t join ${users} u on u.id = t.user_id
        where u.is_active
          and (t.id in (select a.teacher_id from ${activityStudents} a where a.student_id in ${ids})
            or t.id in (select ts.teacher_id from ${teacherStudents} ts where ts.student_id in ${ids})))`,
      contact: sql<ContactPerson | null>`(select ${personJson}
        from ${students} s join ${users} u on u.id = s.contact_person_id
        where s.id in ${ids} and u.is_active
        order by ${order} limit 1)`,
    })
    .from(users)
    .where(eq(users.id, customer.userId));
};

/**
 * Whom a customer calls (domain.md: "Customers see their contact person and the teachers of their
 * students"), over the customer's students (their own student profile and the students they pay
 * for): the active teachers linked to any of them or who have taught them, by name, and the
 * contact person at the office (an employee, set on a student when a package is sold) of their own
 * profile, else of the first student they pay for who has an active one. One statement.
 */
export const contactPeopleOf = async (
  db: Database,
  customer: CustomerViewer,
): Promise<ContactPeople> => {
  // Built and prepared once for each kind of customer (a student, a payer, both).
  const [row] = await shapedRows(db, {
    shape: 'contact_people',
    inputs: { viewer: customer },
    build: ({ viewer }) => contactPeopleQuery(db, viewer as CustomerViewer),
  });
  return { teachers: row?.teachers ?? [], contact_person: row?.contact ?? null };
};
