import { eq, sql } from 'drizzle-orm';
import { activities, activityStudents, invoiceReceiverStudents } from '../db/schema/index';
import { definePolicy } from './policy';

/**
 * activity/activity/…: a teacher sees and writes their own lessons, staff read every lesson, a
 * customer sees the lessons of their own student profile and of the students they pay for, never
 * the summary written for the teacher. Customers' reads are not open yet (issue 12).
 */
export const activityPolicy = definePolicy({
  resource: 'activities',
  operations: {
    list: ['teacher', 'employee'],
    read: ['teacher', 'employee'],
    create: ['teacher'],
    update: ['teacher'],
    delete: ['teacher'],
    next: ['teacher'],
    overdue: ['teacher'],
    studentOverview: ['teacher'],
  },
  visible: (viewer) => {
    switch (viewer.kind) {
      case 'staff':
        return undefined;
      case 'teacher':
        return eq(activities.teacherId, viewer.teacherId);
      case 'customer': {
        const own =
          viewer.studentId === null
            ? sql`false`
            : sql`exists (select 1 from ${activityStudents} s where s.activity_id = ${activities.id} and s.student_id = ${viewer.studentId})`;
        const paidFor =
          viewer.receiverId === null
            ? sql`false`
            : sql`exists (select 1 from ${activityStudents} s join ${invoiceReceiverStudents} irs on irs.student_id = s.student_id where s.activity_id = ${activities.id} and irs.invoice_receiver_id = ${viewer.receiverId})`;
        return sql`(${own} or ${paidFor})`;
      }
    }
  },
  hiddenFields: (viewer) => (viewer.kind === 'customer' ? ['summary_teacher'] : []),
});
