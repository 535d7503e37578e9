import { definePolicy } from './policy';
import { sql } from 'drizzle-orm';
import { invoiceReceiverStudents, invoiceReceivers, teacherStudents } from '../db/schema/index';

/**
 * user/invoice-receiver/…: staff see every receiver; a teacher sees a receiver only when it pays
 * for one of their students (so a create naming a stranger's e-mail reads and changes nothing).
 */
export const invoiceReceiverPolicy = definePolicy({
  resource: 'invoice-receivers',
  operations: {
    create: ['teacher', 'employee'],
    // The staff's 'Fakturamottakere', receiver picker and add_new_student (issue 10).
    list: ['employee'],
    listPlain: ['employee'],
    update: ['employee'],
  },
  visible: (viewer) => {
    if (viewer.kind === 'staff') return undefined;
    if (viewer.kind === 'teacher') {
      return sql`exists (select 1 from ${invoiceReceiverStudents} irs join ${teacherStudents} ts on ts.student_id = irs.student_id where irs.invoice_receiver_id = ${invoiceReceivers.id} and ts.teacher_id = ${viewer.teacherId})`;
    }
    return viewer.receiverId === null
      ? sql`false`
      : sql`${invoiceReceivers.id} = ${viewer.receiverId}`;
  },
  hiddenFields: () => [],
});
