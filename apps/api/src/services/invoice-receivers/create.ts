import type { InvoiceReceiverCreateBody } from '@portal/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { allIdsExist } from '../../db/ids';
import { invoiceReceiverStudents, invoiceReceivers, students } from '../../db/schema/index';
import { FieldError } from '../../http/errors';
import { foreignStudentIds, type StaffViewer, type TeacherViewer } from '../../auth/viewer';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { EMAIL_TAKEN_MESSAGE, addToGroup, findUserByEmail, insertLogin } from '../users/accounts';
import { receiverById } from './read';

export const RECEIVER_MESSAGES = {
  foreignStudents: 'Du kan bare velge blant dine egne elever.',
  unknownStudents: 'En eller flere elever finnes ikke.',
  selfNotStudent: 'Fant ingen elev med denne e-postadressen blant elevene det betales for.',
} as const;

/**
 * True when the viewer may already see the receiver (its access policy: staff any, a teacher one
 * that pays for their student). Anyone else's receiver is answered like any other taken e-mail, so
 * a create can neither read nor change a stranger's billing (docs/api.md).
 */
const receiverVisible = async (
  db: Pick<Database, 'select'>,
  viewer: TeacherViewer | StaffViewer,
  receiverId: number,
) => {
  const [row] = await db
    .select({ id: invoiceReceivers.id })
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.id, receiverId), invoiceReceiverPolicy.visible(viewer)))
    .limit(1);
  return !!row;
};

/**
 * POST user/invoice-receiver/. A teacher may only name their own students. self_as_student: the
 * receiver is the student with that e-mail (the student joins group invoice_receiver). An e-mail of
 * an existing receiver the caller may see adds the students to that receiver (200); otherwise a new
 * receiver (201). A teacher sees only their own students among those the receiver pays for.
 */
export const createInvoiceReceiver = async (
  db: Database,
  viewer: TeacherViewer | StaffViewer,
  form: InvoiceReceiverCreateBody,
) => {
  const studentIds = [...new Set(form.pays_for_students ?? [])];
  if (viewer.kind === 'teacher') {
    if ((await foreignStudentIds(db, viewer.teacherId, studentIds)).length) {
      throw new FieldError({ pays_for_students: [RECEIVER_MESSAGES.foreignStudents] });
    }
  } else if (studentIds.length) {
    if (!(await allIdsExist(db, students, studentIds)))
      throw new FieldError({ pays_for_students: [RECEIVER_MESSAGES.unknownStudents] });
  }
  const info = form.user_info;
  const existing = await findUserByEmail(db, info.email);
  const result = await db.transaction(async (tx) => {
    let receiverId: number;
    let created = false;
    const existingReceiver = existing
      ? (
          await tx.select().from(invoiceReceivers).where(eq(invoiceReceivers.userId, existing.id))
        )[0]
      : undefined;
    if (form.self_as_student) {
      const [self] = existing
        ? await tx
            .select({ id: students.id })
            .from(students)
            .where(eq(students.userId, existing.id))
        : [];
      if (!existing || !self || !studentIds.includes(self.id)) {
        throw new FieldError({ 'user_info.email': [RECEIVER_MESSAGES.selfNotStudent] });
      }
      await addToGroup(tx, existing.id, 'invoice_receiver');
      if (existingReceiver) {
        receiverId = existingReceiver.id;
        await tx
          .update(invoiceReceivers)
          .set({ selfAsStudent: true })
          .where(eq(invoiceReceivers.id, receiverId));
      } else {
        const [row] = await tx
          .insert(invoiceReceivers)
          .values({ userId: existing.id, selfAsStudent: true })
          .returning({ id: invoiceReceivers.id });
        receiverId = row!.id;
        created = true;
      }
    } else if (existing) {
      const visible = existingReceiver && (await receiverVisible(tx, viewer, existingReceiver.id));
      if (!visible) throw new FieldError({ 'user_info.email': [EMAIL_TAKEN_MESSAGE] });
      receiverId = existingReceiver.id;
    } else {
      const userId = await insertLogin(
        tx,
        {
          email: info.email,
          firstName: info.first_name,
          lastName: info.last_name,
          phoneNumber: info.phone_number,
          address: info.address,
          postCode: info.post_code,
          postCodeArea: info.post_code_area,
          userType: 'invoice_receiver',
        },
        'invoice_receiver',
      );
      const [row] = await tx
        .insert(invoiceReceivers)
        .values({ userId, selfAsStudent: false })
        .returning({ id: invoiceReceivers.id });
      receiverId = row!.id;
      created = true;
    }
    if (studentIds.length) {
      await tx
        .insert(invoiceReceiverStudents)
        .values(studentIds.map((studentId) => ({ invoiceReceiverId: receiverId, studentId })))
        .onConflictDoNothing();
    }
    return { receiverId, created };
  });
  const receiver = await receiverById(db, result.receiverId);
  if (viewer.kind === 'teacher') {
    const foreign = new Set(
      await foreignStudentIds(
        db,
        viewer.teacherId,
        receiver.students_to_pay_for.map((s) => s.id),
      ),
    );
    receiver.students_to_pay_for = receiver.students_to_pay_for.filter((s) => !foreign.has(s.id));
  }
  return { created: result.created, receiver };
};
