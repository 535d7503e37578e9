import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceReceiverStudents, teacherStudents } from '../src/db/schema/index';
import {
  createInvoiceReceiver,
  createReferenceData,
  createStudent,
  createTeacher,
  createUsersOfEveryType,
} from '../src/testing/factories';
import { groupNamesOf } from '../src/services/auth/user-summary';
import { useTestApp } from '../src/testing/harness';

const t = useTestApp();

describe('test factories', () => {
  it('make one user of every type with the right groups', async () => {
    const users = await createUsersOfEveryType(t().db);
    expect(Object.fromEntries(Object.entries(users).map(([k, u]) => [k, u.userType]))).toEqual({
      teacher: 'teacher',
      employee: 'employee',
      student: 'student',
      invoice_receiver: 'invoice_receiver',
    });
    expect(users.employee.isStaff).toBe(true);
    expect(await groupNamesOf(t().db, users.student.id)).toEqual(['student']);
    expect(await groupNamesOf(t().db, users.invoice_receiver.id)).toEqual(['invoice_receiver']);
  });

  it('link students to teachers and receivers', async () => {
    const ref = await createReferenceData(t().db);
    const { teacher } = await createTeacher(t().db, { subjects: [ref.subject.id] });
    const { student } = await createStudent(t().db, {
      teacherIds: [teacher.id],
      subjects: [ref.subject.id],
    });
    const { receiver } = await createInvoiceReceiver(t().db, { paysFor: [student.id] });
    const links = await t()
      .db.select()
      .from(teacherStudents)
      .where(eq(teacherStudents.teacherId, teacher.id));
    expect(links.map((l) => l.studentId)).toEqual([student.id]);
    const pays = await t()
      .db.select()
      .from(invoiceReceiverStudents)
      .where(eq(invoiceReceiverStudents.invoiceReceiverId, receiver.id));
    expect(pays.map((p) => p.studentId)).toEqual([student.id]);
  });
});
