import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { teacherStatusEnum, yearOfStudyEnum } from './enums';
import { activityCategories, fieldsOfStudy, schools, subjects } from './reference';
import { users } from './users';

// Teacher profile: every teacher field of both seeds. Files are stored refs (random names, see docs/api.md).
export const teachers = pgTable('teachers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: teacherStatusEnum('status').notNull().default('WANT_MORE_STUDENTS'),
  yearOfStudy: yearOfStudyEnum('year_of_study'),
  fieldOfStudyId: integer('field_of_study_id').references(() => fieldsOfStudy.id),
  // true, false or unknown (null), seed 001.
  ownsTablet: boolean('owns_tablet'),
  bankAccountNumber: text('bank_account_number').notNull().default(''),
  socialSecurity: text('social_security').notNull().default(''),
  heardAboutRh: text('heard_about_rh').notNull().default(''),
  vismaEmploymentId: text('visma_employment_id'),
  teacherSlackId: text('teacher_slack_id'),
  // Never sent to a teacher (domain.md).
  ourComments: text('our_comments').notNull().default(''),
  // Personal hourly rate; null means the category's rate applies.
  hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
  policeReportFile: text('police_report_file'),
  diplomaFile: text('diploma_file'),
  universityGrades: text('university_grades'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // A copy of the login's is_active, kept equal by triggers (migration 0022): the staff's teacher
  // overview filters and counts active teachers on this table alone, without joining every
  // teacher's user (docs/performance.md). Never written by the API.
  userIsActive: boolean('user_is_active').notNull().default(true),
});

export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    preferredSubject: boolean('preferred_subject').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.subjectId] })],
);

export const teacherActivityCategories = pgTable(
  'teacher_activity_categories',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    activityCategoryId: integer('activity_category_id')
      .notNull()
      .references(() => activityCategories.id),
  },
  (t) => [primaryKey({ columns: [t.teacherId, t.activityCategoryId] })],
);

export const students = pgTable(
  'students',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    heardAboutUs: text('heard_about_us').notNull().default(''),
    schoolId: integer('school_id').references(() => schools.id),
    otherComments: text('other_comments').notNull().default(''),
    // An employee who is the student's contact person.
    contactPersonId: integer('contact_person_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The person's city (users.city_id), kept by triggers (migration 0036), never written by
    // the API: 'Studentoversikt' ordered by city takes each city's first students by id from
    // students_city_idx instead of sorting every student joined to their person.
    cityId: integer('city_id'),
  },
  // The staff's 'Studentoversikt' lists the newest students first (seed 001 §9).
  (t) => [
    index('students_created_at_idx').on(t.createdAt, t.id),
    index('students_city_idx').on(t.cityId, t.id),
    // The staff's active (or inactive) students counted index-only, for the list's total.
    index('students_is_active_idx').on(t.isActive),
    // INCLUDE (user_id) (migration 0018): from a student to their user without the heap, for
    // the names in the lists' students (a teacher overview row resolves about 15).
    index('students_id_user_idx').on(t.id),
  ],
);

export const studentSubjects = pgTable(
  'student_subjects',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.subjectId] })],
);

// A teacher's own students (domain.md).
export const teacherStudents = pgTable(
  'teacher_students',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A copy of the student's full name, kept equal by triggers (migration 0021): the staff's
    // teacher overview lists each teacher's students by name from one index range instead of
    // two lookups per student (docs/performance.md). Never written by the API.
    studentName: text('student_name'),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.studentId] }),
    // A student's teachers (the student lists' teacher column, customers' contact people): by
    // student, covering the teacher id, so it is an index-only lookup instead of a scan.
    index('teacher_students_student_idx').on(t.studentId, t.teacherId),
    // A teacher's students with their names, index-only (INCLUDE student_id, student_name).
    index('teacher_students_teacher_name_idx').on(t.teacherId),
  ],
);

export const invoiceReceivers = pgTable('invoice_receivers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  selfAsStudent: boolean('self_as_student').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// pays_for_students of seed 000.
export const invoiceReceiverStudents = pgTable(
  'invoice_receiver_students',
  {
    invoiceReceiverId: integer('invoice_receiver_id')
      .notNull()
      .references(() => invoiceReceivers.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  // A student's receivers (who is billed for a lesson's travel, issue 14).
  (t) => [
    primaryKey({ columns: [t.invoiceReceiverId, t.studentId] }),
    index('invoice_receiver_students_student_idx').on(t.studentId),
  ],
);
