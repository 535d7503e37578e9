import type { InvoiceReceiverAddStudent } from '@portal/domain/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idExists } from '../../db/ids';
import { invoiceReceiverStudents, invoiceReceivers, students } from '../../db/schema/index';
import { FieldError, notFound } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import { invoiceReceiverPolicy } from '../../policies/invoice-receivers';
import { RECEIVER_MESSAGES } from './create';
import { receiverById } from './read';

/**
 * PATCH user/invoice-receiver/{id}/ (staff): `add_new_student` makes the receiver pay for one
 * more student (an existing receiver picked in 'Ny elev', or added in 'Fakturamottakere'). Adding
 * a student the receiver already pays for changes nothing.
 */
export const addStudentToReceiver = async (
  db: Database,
  viewer: Viewer,
  receiverId: number,
  form: InvoiceReceiverAddStudent,
) => {
  const [receiver] = await db
    .select({ id: invoiceReceivers.id })
    .from(invoiceReceivers)
    .where(and(eq(invoiceReceivers.id, receiverId), invoiceReceiverPolicy.visible(viewer)));
  if (!receiver) throw notFound();
  if (!(await idExists(db, students, form.add_new_student)))
    throw new FieldError({ add_new_student: [RECEIVER_MESSAGES.unknownStudents] });
  await db
    .insert(invoiceReceiverStudents)
    .values({ invoiceReceiverId: receiverId, studentId: form.add_new_student })
    .onConflictDoNothing();
  return receiverById(db, receiverId);
};
