import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { students, teachers } from './profiles';
import { activityCategories, locations, subjects } from './reference';

// A lesson (domain.md "Lessons"). Money columns are numeric: drizzle returns them as strings.
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    activityCategoryId: integer('activity_category_id')
      .notNull()
      .references(() => activityCategories.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    // Hours, a multiple of 0.25.
    duration: numeric('duration', { precision: 5, scale: 2 }).notNull(),
    // One-way travel time in minutes.
    travelTime: integer('travel_time').notNull().default(0),
    activityLocation: text('activity_location')
      .notNull()
      .references(() => locations.code),
    activityPlan: text('activity_plan').notNull().default(''),
    summaryTeacher: text('summary_teacher').notNull().default(''),
    summaryStudent: text('summary_student').notNull().default(''),
    homework: text('homework').notNull().default(''),
    summaryDate: date('summary_date'),
    baseSalary: numeric('base_salary', { precision: 10, scale: 2 }).notNull().default('0'),
    travelSalary: numeric('travel_salary', { precision: 10, scale: 2 }).notNull().default('0'),
    incentiveBonus: numeric('incentive_bonus', { precision: 10, scale: 2 }).notNull().default('0'),
    specialBonus: numeric('special_bonus', { precision: 10, scale: 2 }).notNull().default('0'),
    // null = unpaid.
    paidDate: date('paid_date'),
    // Travel invoice line of this activity (seed 001 invoices).
    travelInvoiceSentDate: date('travel_invoice_sent_date'),
    travelInvoiceExportedDate: date('travel_invoice_exported_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_teacher_start_idx').on(t.teacherId, t.startDateTime),
    index('activities_start_idx').on(t.startDateTime),
    // The staff's completed lessons ('Fullført') newest first: the start index walked past every
    // planned lesson, which have no summary, before the first completed one (9,000 at the scale
    // data; migration 0035).
    index('activities_completed_start_idx')
      .on(t.startDateTime)
      .where(sql`${t.summaryDate} is not null`),
    // Salary (issue 14): unpaid payable lessons (the unpaid view, a teacher's next payment), the
    // pay run of a month (paid view), past lessons still lacking a summary (the warning count);
    // invoices: lessons with travel by date.
    index('activities_unpaid_payable_idx')
      .on(t.teacherId, t.startDateTime)
      .where(sql`${t.paidDate} is null and ${t.summaryDate} is not null`),
    index('activities_paid_date_idx').on(t.paidDate),
    index('activities_missing_summary_idx')
      .on(t.teacherId, t.startDateTime)
      .where(sql`${t.summaryDate} is null`),
    index('activities_travel_start_idx')
      .on(t.startDateTime)
      .where(sql`${t.travelTime} > 0`),
    // What is left to invoice ('Fakturaoversikt' opens on the unsent lines since 2016): a company
    // that invoices monthly has a month of them among five years of sent ones (migration 0020).
    index('activities_travel_unsent_idx')
      .on(t.startDateTime)
      .where(sql`${t.travelTime} > 0 and ${t.travelInvoiceSentDate} is null`),
    // The staff's lesson list sorted by a column of its table ('Varighet', 'Lønn', 'Reiselønn')
    // or by subject (the subjects by name, then each one's lessons by id): without these a page
    // sorted all the company's lessons (0.35–0.5 s at 300,000; migration 0027).
    index('activities_duration_order_idx').on(t.duration, t.id),
    index('activities_base_salary_order_idx').on(t.baseSalary, t.id),
    index('activities_travel_salary_order_idx').on(t.travelSalary, t.id),
    index('activities_subject_order_idx').on(t.subjectId, t.id),
    // A teacher's own lessons in those orders (and by id): the company's indexes above made the
    // planner expect a teacher's lessons spread evenly through them, and by travel pay, where most
    // lessons are at 0 and one teacher's were not, a page read 200,000 entries for ten (21 ms;
    // migration 0034).
    index('activities_teacher_duration_idx').on(t.teacherId, t.duration, t.id),
    index('activities_teacher_base_salary_idx').on(t.teacherId, t.baseSalary, t.id),
    index('activities_teacher_travel_salary_idx').on(t.teacherId, t.travelSalary, t.id),
    index('activities_teacher_id_idx').on(t.teacherId, t.id),
  ],
);

export const activityStudents = pgTable(
  'activity_students',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    // Copies of the activity's start, duration, teacher and summary date, kept equal by triggers
    // (migrations 0012 and 0014): a student's last lesson and planned hours, and a teacher's
    // figures per student, are then read from one index, not from the activities of every lesson
    // the student ever had (docs/performance.md). Never written by the API.
    startDateTime: timestamp('start_date_time', { withTimezone: true }),
    duration: numeric('duration', { precision: 5, scale: 2 }),
    teacherId: integer('teacher_id'),
    summaryDate: date('summary_date'),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.studentId] }),
    index('activity_students_student_start_idx').on(t.studentId, t.startDateTime),
    // A teacher's lessons by student, index-only (INCLUDE start, duration and summary date): the
    // students of their lessons, the lessons of those a search matches by name, and the figures
    // of the teacher's student overview (migration 0016).
    index('activity_students_teacher_student_idx').on(t.teacherId, t.studentId, t.activityId),
  ],
);

// The request that created an activity, by the key its form sent (the Idempotency-Key header):
// a save sent again after its answer was lost (a phone's connection dropped) gets that activity
// back instead of making a second one. Only a hash of the body is kept, to tell the same save
// from other values sent with the same key. Goes with its activity.
export const activityRequests = pgTable(
  'activity_requests',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    key: uuid('key').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    bodyHash: text('body_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.key] }),
    // An activity's delete finds its request here rather than by a scan.
    index('activity_requests_activity_idx').on(t.activityId),
  ],
);

// Hours an activity draws from a student's package (domain.md).
export const packageDraws = pgTable(
  'package_draws',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [
    index('package_draws_package_idx').on(t.packageId),
    index('package_draws_activity_idx').on(t.activityId),
  ],
);
