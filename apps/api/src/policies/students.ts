import { sql } from 'drizzle-orm';
import { invoiceReceiverStudents, students, teacherStudents } from '../db/schema/index';
import { definePolicy } from './policy';

/**
 * user/student/…: a teacher sees the students they teach, staff every student, a student
 * themself and an invoice receiver the students they pay for. Customers' routes are not open yet
 * (issue 12): adding 'student' or 'invoice_receiver' to an operation below is all that takes.
 */
export const studentPolicy = definePolicy({
  resource: 'students',
  operations: {
    list: ['teacher', 'employee'],
    read: ['teacher', 'employee'],
    create: ['teacher', 'employee'],
    addSubjects: ['teacher', 'employee'],
  },
  visible: (viewer) => {
    switch (viewer.kind) {
      case 'staff':
        return undefined;
      case 'teacher':
        // (teacher_id, student_id) is the primary key of teacher_students: an index probe per row.
        return sql`exists (select 1 from ${teacherStudents} ts where ts.student_id = ${students.id} and ts.teacher_id = ${viewer.teacherId})`;
      case 'customer': {
        const own =
          viewer.studentId === null ? sql`false` : sql`${students.id} = ${viewer.studentId}`;
        const paidFor =
          viewer.receiverId === null
            ? sql`false`
            : sql`exists (select 1 from ${invoiceReceiverStudents} irs where irs.student_id = ${students.id} and irs.invoice_receiver_id = ${viewer.receiverId})`;
        return sql`(${own} or ${paidFor})`;
      }
    }
  },
  hiddenFields: () => [],
});
