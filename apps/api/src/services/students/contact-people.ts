import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activityStudents,
  invoiceReceiverStudents,
  students,
  teacherStudents,
  teachers,
  users,
} from '../../db/schema/index';
import { fullNameSql } from '../../http/list-query';

export type ContactPerson = { full_name: string; email: string; phone_number: string };
export type ContactPeople = { teachers: ContactPerson[]; contact_person: ContactPerson | null };

const person = {
  full_name: sql<string>`${fullNameSql(users.firstName, users.lastName)}`,
  email: users.email,
  phone_number: users.phoneNumber,
};

/**
 * The students a customer's contact people come from: their own student profile, if any, and the
 * students they pay for as an invoice receiver (domain.md: "Customers see their contact person and
 * the teachers of their students"). The own profile comes first.
 */
export const customerStudentIds = async (
  db: Database,
  customer: { studentId: number | null; receiverId: number | null },
): Promise<number[]> => {
  const paidFor =
    customer.receiverId === null
      ? []
      : await db
          .select({ id: invoiceReceiverStudents.studentId })
          .from(invoiceReceiverStudents)
          .where(eq(invoiceReceiverStudents.invoiceReceiverId, customer.receiverId))
          .orderBy(asc(invoiceReceiverStudents.studentId));
  const ids = paidFor.map((row) => row.id);
  if (customer.studentId !== null) ids.unshift(customer.studentId);
  return [...new Set(ids)];
};

/**
 * Whom a customer calls: the contact person at the office (an employee, set on a student when a
 * package is sold) of the first of `studentIds` that has an active one, and the active teachers
 * linked to any of the students or who have taught them, by name.
 */
export const contactPeopleOf = async (
  db: Database,
  studentIds: number[],
): Promise<ContactPeople> => {
  if (studentIds.length === 0) return { teachers: [], contact_person: null };
  const taughtBy = db
    .select({ id: activities.teacherId })
    .from(activityStudents)
    .innerJoin(activities, eq(activities.id, activityStudents.activityId))
    .where(inArray(activityStudents.studentId, studentIds));
  const linkedTo = db
    .select({ id: teacherStudents.teacherId })
    .from(teacherStudents)
    .where(inArray(teacherStudents.studentId, studentIds));
  const [teacherRows, contactRows] = await Promise.all([
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
    db
      .select({ ...person, studentId: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.contactPersonId))
      .where(and(inArray(students.id, studentIds), eq(users.isActive, true))),
  ]);
  const first = studentIds
    .map((id) => contactRows.find((row) => row.studentId === id))
    .find((row) => row !== undefined);
  const contact = first
    ? { full_name: first.full_name, email: first.email, phone_number: first.phone_number }
    : null;
  return { teachers: teacherRows, contact_person: contact };
};
