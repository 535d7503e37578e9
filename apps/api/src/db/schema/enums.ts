import { pgEnum } from 'drizzle-orm/pg-core';

// The four kinds of user of seed 000 section 1.
export const userTypeEnum = pgEnum('user_type', [
  'teacher',
  'employee',
  'student',
  'invoice_receiver',
]);

// Seed 000 section 4: teacher status.
export const teacherStatusEnum = pgEnum('teacher_status', [
  'WANT_MORE_STUDENTS',
  'DO_NOT_WANT_MORE_STUDENTS',
]);

// Seed 000 section 4: year of study options 1-6, FIN ('Ferdig'), OTHER ('Annet').
export const yearOfStudyEnum = pgEnum('year_of_study', [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  'FIN',
  'OTHER',
]);

// Seed 001: order confirmation purpose.
export const orderConfirmationPurposeEnum = pgEnum('order_confirmation_purpose', [
  'NEW_PACKAGE',
  'EDITED_PACKAGE',
]);

// Two FAQ trees share one table: the teacher FAQ (seed 000) and the employee FAQ (seed 001).
export const faqTreeEnum = pgEnum('faq_tree', ['teacher', 'employee']);
