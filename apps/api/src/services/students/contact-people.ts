import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedShape } from '../../db/prepared';
import {
  activityStudents,
  students,
  teacherStudents,
  teachers,
  users,
} from '../../db/schema/index';
import type { CustomerViewer } from '../../auth/viewer';
import { customerStudentIds } from '../../policies/customer-students';

export type ContactPerson = { full_name: string; email: string; phone_number: string };
export type ContactPeople = { teachers: ContactPerson[]; contact_person: ContactPerson | null };

/** A person as the answer gives one (`ContactPerson`), from the users row `u`. */
const personJson = sql`json_build_object('full_name', u.first_name || ' ' || u.last_name,
  'email', u.email, 'phone_number', u.phone_number)`;

const placeholder = (name: string) => sql.placeholder(name) as unknown as number;

/**
 * The statement for customers with these profiles: the ids are placeholders, so there are three
 * texts (a student, a payer, both), each built and prepared once (`preparedShape`).
 */
const contactPeopleStatement = (db: Database, customer: CustomerViewer) => {
  const own = customer.studentId !== null;
  const pays = customer.receiverId !== null;
  const key = `contact_people${own ? '_student' : ''}${pays ? '_receiver' : ''}`;
  return preparedShape(db, key, (name) => {
    const ids = customerStudentIds({
      ...customer,
      studentId: own ? placeholder('student') : null,
      receiverId: pays ? placeholder('receiver') : null,
    });
    // Their own profile first, then by student id.
    const order = own ? sql`s.id <> ${placeholder('student')}, s.id` : sql`s.id`;
    return (
      db
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
        // The customer's own users row carries the one answer row: both parts are subqueries.
        .from(users)
        .where(eq(users.id, placeholder('user')))
        .prepare(name)
    );
  });
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
  const [row] = await contactPeopleStatement(db, customer).execute({
    user: customer.userId,
    student: customer.studentId,
    receiver: customer.receiverId,
  });
  return { teachers: row?.teachers ?? [], contact_person: row?.contact ?? null };
};
