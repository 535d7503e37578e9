// Shared fixture of the teacher-area tests: two teachers with their own students, staff, a student
// and an invoice receiver login, reference data, a package and a few activities.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Database } from '../../src/db/client';
import {
  activities,
  activityStudents,
  packageStudents,
  packageTypes,
  packages,
} from '../../src/db/schema/index';
import {
  createEmployee,
  createInvoiceReceiver,
  createReferenceData,
  createStudent,
  createTeacher,
} from '../../src/testing/factories';

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** An activity row straight into the database (for reads; writes go through the API). */
export const insertActivity = async (
  db: Database,
  values: {
    teacherId: number;
    studentIds: number[];
    categoryId: number;
    subjectId: number;
    start: string;
    duration?: string;
    summaryDate?: string | null;
    summaries?: boolean;
    baseSalary?: string;
    travelSalary?: string;
    incentiveBonus?: string;
    specialBonus?: string;
    paidDate?: string | null;
    location?: string;
    travelTime?: number;
  },
) => {
  const [row] = await db
    .insert(activities)
    .values({
      teacherId: values.teacherId,
      activityCategoryId: values.categoryId,
      subjectId: values.subjectId,
      startDateTime: new Date(values.start),
      duration: values.duration ?? '1.00',
      travelTime: values.travelTime ?? 0,
      activityLocation: values.location ?? 'INTERNET',
      activityPlan: 'Plan',
      summaryTeacher: values.summaries ? 'Bra time' : '',
      summaryStudent: values.summaries ? 'Vi jobbet med likninger' : '',
      summaryDate: values.summaryDate ?? null,
      baseSalary: values.baseSalary ?? '250.00',
      travelSalary: values.travelSalary ?? '0.00',
      incentiveBonus: values.incentiveBonus ?? '0.00',
      specialBonus: values.specialBonus ?? '0.00',
      paidDate: values.paidDate ?? null,
    })
    .returning();
  if (!row) throw new Error('no activity');
  await db
    .insert(activityStudents)
    .values(values.studentIds.map((studentId) => ({ activityId: row.id, studentId })));
  return row;
};

export const buildWorld = async (db: Database) => {
  const ref = await createReferenceData(db);
  const teacherA = await createTeacher(db, {
    user: { firstName: 'Jonas', lastName: 'Haugen' },
    subjects: [ref.subject.id],
  });
  const teacherB = await createTeacher(db, { user: { firstName: 'Mari', lastName: 'Nilsen' } });
  const staff = await createEmployee(db);
  const studentA = await createStudent(db, {
    user: { firstName: 'Emma', lastName: 'Johansen' },
    teacherIds: [teacherA.teacher.id],
    subjects: [ref.subject.id],
  });
  const studentA2 = await createStudent(db, {
    user: { firstName: 'Noah', lastName: 'Johansen' },
    teacherIds: [teacherA.teacher.id],
  });
  const studentB = await createStudent(db, {
    user: { firstName: 'Ola', lastName: 'Berg' },
    teacherIds: [teacherB.teacher.id],
  });
  const receiver = await createInvoiceReceiver(db, {
    paysFor: [studentA.student.id, studentA2.student.id],
  });
  const [type] = await db
    .insert(packageTypes)
    .values({ name: '10 timer', hoursInPackage: '10.00' })
    .returning();
  const [pkg] = await db
    .insert(packages)
    .values({
      packageTypeId: type!.id,
      dateSold: '2026-09-01',
      invoiceReceiverId: receiver.receiver.id,
      expirationDate: '2027-09-01',
    })
    .returning();
  await db.insert(packageStudents).values({ packageId: pkg!.id, studentId: studentA.student.id });
  const base = { categoryId: ref.activityCategory.id, subjectId: ref.subject.id };
  // A: one completed and paid, one completed unpaid (this month), one missing summary, one planned.
  const paid = await insertActivity(db, {
    ...base,
    teacherId: teacherA.teacher.id,
    studentIds: [studentA.student.id],
    start: '2026-10-05T16:00:00+02:00',
    summaries: true,
    summaryDate: '2026-10-05',
    paidDate: '2026-11-15',
    baseSalary: '250.00',
  });
  const unpaid = await insertActivity(db, {
    ...base,
    teacherId: teacherA.teacher.id,
    studentIds: [studentA.student.id],
    start: '2026-11-10T16:00:00+01:00',
    summaries: true,
    summaryDate: '2026-11-10',
    baseSalary: '375.00',
    duration: '1.50',
    incentiveBonus: '30.00',
    travelSalary: '100.00',
    specialBonus: '150.00',
    location: 'STUDENT_HOME',
    travelTime: 20,
  });
  const missing = await insertActivity(db, {
    ...base,
    teacherId: teacherA.teacher.id,
    studentIds: [studentA2.student.id],
    start: '2026-11-18T16:00:00+01:00',
  });
  const planned = await insertActivity(db, {
    ...base,
    teacherId: teacherA.teacher.id,
    studentIds: [studentA.student.id, studentA2.student.id],
    start: '2026-11-24T17:00:00+01:00',
    duration: '2.00',
    baseSalary: '500.00',
  });
  const otherTeachers = await insertActivity(db, {
    ...base,
    teacherId: teacherB.teacher.id,
    studentIds: [studentB.student.id],
    start: '2026-11-12T16:00:00+01:00',
  });
  return {
    ref,
    teacherA,
    teacherB,
    staff,
    studentA,
    studentA2,
    studentB,
    receiver,
    pkg: pkg!,
    acts: { paid, unpaid, missing, planned, otherTeachers },
  };
};

/** The body parses with the route's response schema and has exactly the schema's top-level keys. */
export const expectSchema = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(
      `response does not match schema: ${JSON.stringify(parsed.error.issues, null, 1)}`,
    );
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (shape && body && typeof body === 'object')
    expect(Object.keys(body).sort()).toEqual(Object.keys(shape).sort());
  return parsed.data;
};

/** A valid POST user/student/ body for the world's reference data. */
export const newStudent = (w: World, email: string) => ({
  first_name: 'Sofie',
  last_name: 'Larsen',
  birth_date: '2009-05-17',
  phone_number: '91234567',
  email,
  address: 'Parkveien 4',
  post_code: '0350',
  post_code_area: 'Oslo',
  heard_about_us: 'Google',
  city: w.ref.city.id,
  subjects: [w.ref.subject.id],
  school: w.ref.school.id,
  other_comments: '',
});
