import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeNamed, pageLimit } from '../../db/prepared';
import {
  activityStudents,
  students,
  teacherStudents,
  teachers,
  users,
} from '../../db/schema/index';
import type { CustomerViewer } from '../../auth/viewer';
import { fullNameSql } from '../../http/list-query';
import { customerStudentIds } from '../../policies/customer-students';

export type ContactPerson = { full_name: string; email: string; phone_number: string };
export type ContactPeople = { teachers: ContactPerson[]; contact_person: ContactPerson | null };

const person = {
  full_name: sql<string>`${fullNameSql(users.firstName, users.lastName)}`,
  email: users.email,
  phone_number: users.phoneNumber,
};

/**
 * Whom a customer calls (domain.md: "Customers see their contact person and the teachers of their
 * students"), over the customer's students (their own student profile and the students they pay
 * for): the active teachers linked to any of them or who have taught them, by name, and the
 * contact person at the office (an employee, set on a student when a package is sold) of their own
 * profile, else of the first student they pay for who has an active one.
 */
export const contactPeopleOf = async (
  db: Database,
  customer: CustomerViewer,
): Promise<ContactPeople> => {
  const studentIds = customerStudentIds(customer);
  // activity_students' copy of each lesson's teacher (migration 0014): an index-only range.
  const taughtBy = db
    .select({ id: activityStudents.teacherId })
    .from(activityStudents)
    .where(sql`${activityStudents.studentId} in ${studentIds}`);
  const linkedTo = db
    .select({ id: teacherStudents.teacherId })
    .from(teacherStudents)
    .where(sql`${teacherStudents.studentId} in ${studentIds}`);
  // Their own profile first, then by student id (a constant would be read as a column position).
  const order =
    customer.studentId === null
      ? [asc(students.id)]
      : [sql`${students.id} <> ${customer.studentId}`, asc(students.id)];
  // Named statements (planned once per connection): the texts differ only by which profiles the
  // customer has, the ids are parameters.
  const [teacherRows, [contact]] = await Promise.all([
    executeNamed(
      db
        .select(person)
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId))
        .where(
          and(
            eq(users.isActive, true),
            or(inArray(teachers.id, taughtBy), inArray(teachers.id, linkedTo)),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(teachers.id)),
      'contact_teachers',
    ),
    executeNamed(
      db
        .select(person)
        .from(students)
        .innerJoin(users, eq(users.id, students.contactPersonId))
        .where(and(sql`${students.id} in ${studentIds}`, eq(users.isActive, true)))
        .orderBy(...order)
        .limit(pageLimit(1)),
      'contact_person',
    ),
  ]);
  return { teachers: teacherRows, contact_person: contact ?? null };
};
