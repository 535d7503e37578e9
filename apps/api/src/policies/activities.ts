import { eq, sql } from 'drizzle-orm';
import { activities, activityStudents } from '../db/schema/index';
import { customerStudentIds } from './customer-students';
import { definePolicy } from './policy';

/**
 * activity/activity/…: a teacher sees and writes their own lessons, staff read every lesson, a
 * customer sees the lessons of their own student profile and of the students they pay for, never
 * the summary written for the teacher nor the pay figures. Customers list lessons (their dashboard).
 */
/** What a customer never gets of a lesson: the teacher's summary and the teacher's pay. */
const CUSTOMER_HIDDEN_FIELDS = [
  'summary_teacher',
  'base_salary',
  'travel_salary',
  'incentive_bonus',
  'special_bonus',
  'paid_date',
] as const;

export const activityPolicy = definePolicy({
  resource: 'activities',
  operations: {
    list: ['teacher', 'employee', 'student', 'invoice_receiver'],
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
      case 'customer':
        // One set of lesson ids from the customer's students (activity_students_student_idx),
        // so the page sorts a customer's few lessons instead of filtering every lesson.
        return sql`${activities.id} in (select s.activity_id from ${activityStudents} s where s.student_id in ${customerStudentIds(viewer)})`;
    }
  },
  hiddenFields: (viewer) => (viewer.kind === 'customer' ? CUSTOMER_HIDDEN_FIELDS : []),
});
