import { sql, type SQL } from 'drizzle-orm';
import { invoiceReceiverStudents } from '../db/schema/index';
import type { CustomerViewer } from '../auth/viewer';

/**
 * The student ids a customer may see, as a SQL subquery: their own student profile and the
 * students they pay for (a user in both groups gets both). Empty for a customer with neither.
 */
export const customerStudentIds = (viewer: CustomerViewer): SQL => {
  const own = viewer.studentId === null ? sql`` : sql`select ${viewer.studentId}::int union `;
  const paidFor =
    viewer.receiverId === null
      ? sql`select null::int where false`
      : sql`select irs.student_id from ${invoiceReceiverStudents} irs where irs.invoice_receiver_id = ${viewer.receiverId}`;
  return sql`(${own}${paidFor})`;
};
