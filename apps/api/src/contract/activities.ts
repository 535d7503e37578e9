import { z } from '@hono/zod-openapi';
import {
  ACTIVITY_CATEGORY_REQUIRED_MESSAGE,
  ACTIVITY_LOCATION_REQUIRED_MESSAGE,
  ACTIVITY_STATUS,
  ACTIVITY_SUBJECT_REQUIRED_MESSAGE,
  DURATION_POSITIVE_MESSAGE,
  DURATION_STEP_MESSAGE,
  LOCATION_CODES,
  START_DATE_TIME_MESSAGE,
  STUDENTS_REQUIRED_MESSAGE,
  SUMMARY_DATE_INVALID_MESSAGE,
  TRAVEL_TIME_INVALID_MESSAGE,
  isIsoCalendarDate,
  isPayloadYear,
} from '@portal/domain';
import { DateString, DateTimeString, Decimal, Id, MAX_ID, PersonRef, paginated } from './common';

export const MAX_TEXT = 10_000;
export const MAX_DURATION_HOURS = 24;
export const MAX_TRAVEL_MINUTES = 24 * 60;
export const MAX_STUDENTS = 50;
/** '2026-11-24T16:00:00.123456+01:00' is 32; room for finer fractions, no more. */
const MAX_DATE_TIME_LENGTH = 40;
const ISO_DATE_LENGTH = 10;
const TEXT_TOO_LONG = `Teksten kan ikke være lengre enn ${MAX_TEXT} tegn.`;

export const LocationCodeSchema = z
  .enum(LOCATION_CODES, { error: ACTIVITY_LOCATION_REQUIRED_MESSAGE })
  .openapi('LocationCode');

export const ActivityStatusSchema = z
  .enum([ACTIVITY_STATUS.COMPLETED, ACTIVITY_STATUS.PLANNED, ACTIVITY_STATUS.MISSING_SUMMARY])
  .openapi('ActivityStatus');

/**
 * A field teachers and staff get and customers never do (the access policy removes it): the
 * teacher's summary and the pay figures.
 */
const forTeachersAndStaff = <T extends z.ZodType>(schema: T, description: string) =>
  schema.optional().openapi({ description: `${description} Absent for customers.` });

export const ActivitySchema = z
  .object({
    id: Id,
    activity_category: Id,
    activity_category_name: z.string(),
    students: z.array(PersonRef),
    subject: Id,
    subject_details: z.string().openapi({ description: 'The subject name.' }),
    teacher: Id.openapi({ description: 'Teacher id.' }),
    teacher_name: z.string(),
    start_date_time: DateTimeString,
    duration: Decimal.openapi({ description: 'Hours, a multiple of 0.25.' }),
    travel_time: z.number().int().openapi({ description: 'One-way travel in minutes.' }),
    activity_location: LocationCodeSchema,
    activity_location_name: z.string(),
    activity_plan: z.string(),
    summary_teacher: forTeachersAndStaff(
      z.string(),
      'The summary written for the teacher and the office.',
    ),
    summary_student: z.string(),
    homework: z.string(),
    summary_date: DateString.nullable(),
    base_salary: forTeachersAndStaff(Decimal, 'Pay for the lesson.'),
    travel_salary: forTeachersAndStaff(Decimal, 'Pay for travel.'),
    incentive_bonus: forTeachersAndStaff(Decimal, 'Bonus for a timely summary.'),
    special_bonus: forTeachersAndStaff(Decimal, 'Special bonus.'),
    paid_date: forTeachersAndStaff(DateString.nullable(), 'When the teacher was paid.'),
    status: ActivityStatusSchema,
  })
  .openapi('Activity');

export const ActivityListSchema = paginated(ActivitySchema, 'ActivityList');

export const NextActivitySchema = z
  .object({
    id: Id,
    start_date_time: DateTimeString,
    duration: Decimal,
    subject_details: z.string(),
    teacher_name: z.string(),
    students: z.array(PersonRef),
    activity_location: LocationCodeSchema,
    activity_location_name: z.string(),
    activity_plan: z.string(),
    base_salary: Decimal,
    travel_salary: Decimal,
    travel_time: z.number().int(),
  })
  .openapi('NextActivity');

export const OverdueCountSchema = z
  .object({
    count: z.number().int().openapi({ description: 'Own past activities without summary.' }),
  })
  .openapi('OverdueCount');

export const StudentOverviewRowSchema = z
  .object({
    id: Id.openapi({ description: 'Student id.' }),
    full_name: z.string(),
    number_of_activities: z.number().int(),
    number_of_completed_hours: Decimal,
    number_of_planned_hours: Decimal,
    number_of_activities_without_summary: z.number().int(),
    number_of_hours_remaining_in_packages: Decimal,
    last_activity_date: DateTimeString.nullable(),
    next_activity_date: DateTimeString.nullable(),
  })
  .openapi('StudentOverviewRow');

export const StudentOverviewListSchema = paginated(StudentOverviewRowSchema, 'StudentOverviewList');

const text = z.string().max(MAX_TEXT, TEXT_TOO_LONG);

const activityFields = {
  activity_category: z
    .number({ error: ACTIVITY_CATEGORY_REQUIRED_MESSAGE })
    .int(ACTIVITY_CATEGORY_REQUIRED_MESSAGE)
    .positive(ACTIVITY_CATEGORY_REQUIRED_MESSAGE)
    .max(MAX_ID)
    .openapi({ description: 'Activity category id.' }),
  students: z
    .array(Id, { error: STUDENTS_REQUIRED_MESSAGE })
    .min(1, STUDENTS_REQUIRED_MESSAGE)
    .max(MAX_STUDENTS)
    .openapi({ description: 'Ids of own students (at least one).' }),
  subject: z
    .number({ error: ACTIVITY_SUBJECT_REQUIRED_MESSAGE })
    .int(ACTIVITY_SUBJECT_REQUIRED_MESSAGE)
    .positive(ACTIVITY_SUBJECT_REQUIRED_MESSAGE)
    .max(MAX_ID)
    .openapi({ description: 'Subject id.' }),
  start_date_time: z.iso
    .datetime({ offset: true, error: START_DATE_TIME_MESSAGE })
    .max(MAX_DATE_TIME_LENGTH, START_DATE_TIME_MESSAGE)
    .refine((v) => isPayloadYear(Number(v.slice(0, 4))), START_DATE_TIME_MESSAGE)
    .openapi({ format: 'date-time', example: '2026-11-24T16:00:00+01:00' }),
  duration: z
    .number()
    .positive(DURATION_POSITIVE_MESSAGE)
    .max(MAX_DURATION_HOURS)
    .refine((h) => Number.isInteger(h * 4), DURATION_STEP_MESSAGE)
    .openapi({ description: 'Decimal hours, a multiple of 0.25.', example: 1.5 }),
  travel_time: z
    .number()
    .int(TRAVEL_TIME_INVALID_MESSAGE)
    .min(0, TRAVEL_TIME_INVALID_MESSAGE)
    .max(MAX_TRAVEL_MINUTES)
    .openapi({ description: 'One-way minutes; forced to 0 for INTERNET and CAMPUS.' }),
  activity_location: LocationCodeSchema,
  activity_plan: text.optional(),
  summary_teacher: text.optional(),
  summary_student: text.optional(),
  homework: text.optional(),
  summary_date: z
    .string()
    .max(ISO_DATE_LENGTH, SUMMARY_DATE_INVALID_MESSAGE)
    .refine(isIsoCalendarDate, SUMMARY_DATE_INVALID_MESSAGE)
    .nullable()
    .optional()
    .openapi({
      description: 'Accepted for compatibility and ignored: the server sets it (domain.md).',
    }),
};

export const ActivityCreateSchema = z.strictObject(activityFields).openapi('ActivityCreate');

export const ActivityUpdateSchema = z
  .strictObject({
    ...activityFields,
    activity_category: activityFields.activity_category.optional(),
    students: activityFields.students.optional(),
    subject: activityFields.subject.optional(),
    start_date_time: activityFields.start_date_time.optional(),
    duration: activityFields.duration.optional(),
    travel_time: activityFields.travel_time.optional(),
    activity_location: activityFields.activity_location.optional(),
  })
  .openapi('ActivityUpdate');

export type ActivityCreate = z.infer<typeof ActivityCreateSchema>;
export type ActivityUpdate = z.infer<typeof ActivityUpdateSchema>;
/** A lesson as the services build it: every field; the policy removes customers' hidden ones. */
export type Activity = Required<z.infer<typeof ActivitySchema>>;
