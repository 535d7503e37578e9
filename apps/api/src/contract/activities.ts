import { z } from '@hono/zod-openapi';
import { ACTIVITY_STATUS } from '@portal/domain/activity';
import {
  activityCreateBodySchema,
  activityLocationSchema,
  activityUpdateBodySchema,
} from '@portal/domain/schemas';
import { DateString, DateTimeString, Decimal, Id, PersonRef, component, paginated } from './common';

export const LocationCodeSchema = component(activityLocationSchema, 'LocationCode');

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

// The bodies are @portal/domain's: every rule, cap and Norwegian message is declared there, the
// activity form pipes its inputs into the same fields, and the routes validate with them.
export const ActivityCreateSchema = component(
  activityCreateBodySchema.extend({ activity_location: LocationCodeSchema }),
  'ActivityCreate',
);

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key må være en UUID.';

/** The headers of a new lesson's save: the form's key, the same for each press until it is saved. */
export const ActivityCreateHeadersSchema = z.object({
  'idempotency-key': z
    .uuid({ error: IDEMPOTENCY_KEY_MESSAGE })
    .max(36, { error: IDEMPOTENCY_KEY_MESSAGE })
    .optional()
    .openapi({
      description:
        'A new UUID for each new lesson the form saves, sent again with every retry of that save. A save sent again with the same key (its answer was lost) gets the lesson the first one made instead of a second one: as it is when the body is the same, else with the new body written to it.',
    }),
});

export const ActivityUpdateSchema = component(
  activityUpdateBodySchema.extend({ activity_location: LocationCodeSchema.optional() }),
  'ActivityUpdate',
);

/** A lesson as the services build it: every field; the policy removes customers' hidden ones. */
export type Activity = Required<z.infer<typeof ActivitySchema>>;
