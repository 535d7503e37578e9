import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activities,
  activityStudents,
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
 * Whom a student calls: their contact person at the office (an employee, set when a package is
 * sold) and their teachers, active ones only: those linked to the student and those who have
 * taught them, by name.
 */
export const contactPeopleOf = async (db: Database, studentId: number): Promise<ContactPeople> => {
  const taughtBy = db
    .select({ id: activities.teacherId })
    .from(activityStudents)
    .innerJoin(activities, eq(activities.id, activityStudents.activityId))
    .where(eq(activityStudents.studentId, studentId));
  const linkedTo = db
    .select({ id: teacherStudents.teacherId })
    .from(teacherStudents)
    .where(eq(teacherStudents.studentId, studentId));
  const [teacherRows, [contact]] = await Promise.all([
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
      .select(person)
      .from(students)
      .innerJoin(users, eq(users.id, students.contactPersonId))
      .where(and(eq(students.id, studentId), eq(users.isActive, true))),
  ]);
  return { teachers: teacherRows, contact_person: contact ?? null };
};
