import { sql } from 'drizzle-orm';
import { students, teacherStudents } from '../db/schema/index';
import { customerStudentIds } from './customer-students';
import { definePolicy } from './policy';

/**
 * user/student/…: a teacher sees the students they teach, staff every student, a student
 * themself and an invoice receiver the students they pay for ('Mine elever'). Customers never get
 * the notes from registration.
 */
export const studentPolicy = definePolicy({
  resource: 'students',
  operations: {
    list: ['teacher', 'employee', 'student', 'invoice_receiver'],
    read: ['teacher', 'employee'],
    create: ['teacher', 'employee'],
    addSubjects: ['teacher', 'employee'],
    contactPeople: ['student', 'invoice_receiver'],
  },
  visible: (viewer) => {
    switch (viewer.kind) {
      case 'staff':
        return undefined;
      case 'teacher':
        // (teacher_id, student_id) is the primary key of teacher_students: an index probe per row.
        return sql`exists (select 1 from ${teacherStudents} ts where ts.student_id = ${students.id} and ts.teacher_id = ${viewer.teacherId})`;
      case 'customer':
        return sql`${students.id} in ${customerStudentIds(viewer)}`;
    }
  },
  hiddenFields: (viewer) =>
    viewer.kind === 'customer' ? (['heard_about_us', 'other_comments'] as const) : [],
});
