import { z } from '@hono/zod-openapi';
import {
  TEACHER_FILE_FIELDS,
  teacherCreateBodySchema,
  teacherFilesBodySchema,
  teacherPatchBodySchema,
  teacherStatusSchema,
  yearOfStudyCodeSchema,
} from '@portal/domain/schemas';
import {
  DateString,
  DateTimeString,
  Decimal,
  Id,
  limitParam,
  PersonRef,
  component,
  idParams,
  searchParam,
  paginated,
  postalAddressWithCity,
} from './common';

export const TeacherStatusSchema = component(teacherStatusSchema, 'TeacherStatus');
export const YearOfStudySchema = component(yearOfStudyCodeSchema, 'YearOfStudy');

export { TEACHER_FILE_FIELDS };
export type { TeacherFileField } from '@portal/domain/schemas';
export const TeacherFileFieldSchema = z.enum(TEACHER_FILE_FIELDS).openapi('TeacherFileField');

const fileLink = z.string().nullable().openapi({
  description: 'Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null.',
});

export const TeacherSubjectSchema = z
  .object({ id: Id, subject_name: z.string(), preferred_subject: z.boolean() })
  .openapi('TeacherSubject');

/** GET user/teacher/self/ (seed 000 "Teacher (self)"); our_comments is never included. */
export const TeacherSelfSchema = z
  .object({
    id: Id.openapi({ description: 'Teacher id (the {id} of PATCH user/teacher/{id}/).' }),
    user_id: Id,
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    birth_date: DateString.nullable(),
    ...postalAddressWithCity,
    field_of_study: Id.nullable(),
    field_of_study_name: z.string().nullable(),
    year_of_study: YearOfStudySchema.nullable(),
    owns_tablet: z.boolean().nullable(),
    police_report_file: fileLink,
    diploma_file: fileLink,
    university_grades: fileLink,
    bank_account_number: z.string(),
    social_security: z.string(),
    heard_about_rh: z.string(),
    status: TeacherStatusSchema,
    subjects: z.array(TeacherSubjectSchema),
    needs_update: z.boolean().openapi({ description: 'Required initial-info fields are empty.' }),
  })
  .openapi('TeacherSelf');

/**
 * Bodies of PATCH user/teacher/{id}/: @portal/domain's, which the teacher's initial-info and
 * personal-info forms, staff's teacher edit and the Visma id form validate with too. JSON holds the
 * fields a form edits; multipart/form-data the new PDFs (seed 000: files first, then fields).
 */
export const TeacherPatchSchema = component(
  teacherPatchBodySchema.safeExtend({
    status: TeacherStatusSchema.optional(),
    year_of_study: YearOfStudySchema.nullable().optional(),
  }),
  'TeacherPatch',
);

export const TeacherFilesSchema = component(teacherFilesBodySchema, 'TeacherFiles');

/** `{id}/files/{field}/`: the teacher's `{id}` is the same path parameter as every other resource's. */
export const teacherFileParams = idParams.extend({
  field: TeacherFileFieldSchema.openapi({ param: { name: 'field', in: 'path' } }),
});

/** Seed 001 §7: plain lists (the pickers) show 20 rows unless asked for fewer or more. */
export const PLAIN_LIST_LIMIT = 20;
export const MAX_PLAIN_LIST_LIMIT = 50;

/** `?limit=&search=` of a plain list (user/teacher/list-plain/, user/invoice-receiver/list-plain/). */
export const plainListQuery = {
  limit: limitParam(MAX_PLAIN_LIST_LIMIT, PLAIN_LIST_LIMIT, {
    example: 20,
    description: 'At most this many rows (default 20).',
  }),
  search: searchParam('Part of the name, e-mail or phone number.'),
};

/** Seed 001 §3 'User list item': a row of a plain list. */
export const UserListItemSchema = z
  .object({ id: Id, full_name: z.string(), email: z.string() })
  .openapi('UserListItem');

/** Seed 001 §3 'Teacher': the staff's teacher row (overview and expanded row). */
export const StaffTeacherSchema = z
  .object({
    id: Id,
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    teacher_slack_id: z.string().nullable(),
    ...postalAddressWithCity,
    age: z.number().int().nullable(),
    field_of_study_name: z.string().nullable(),
    visma_employment_id: z.string().nullable(),
    diploma_file: fileLink,
    university_grades: fileLink,
    police_report_file: fileLink,
    owns_tablet: z.boolean().nullable().openapi({ description: 'true, false or unknown (null).' }),
    is_active: z.boolean(),
    status: TeacherStatusSchema,
    wants_student: z
      .boolean()
      .openapi({ description: 'The teacher wants more students (status WANT_MORE_STUDENTS).' }),
    hours_last_30_days: Decimal.openapi({
      description: 'Hours of the teacher’s lessons that started in the last 30 days.',
    }),
    days_since_last_session: z.number().int().nullable().openapi({
      description: 'Days since the teacher’s last lesson that has started; null without one.',
    }),
    subjects: z.array(TeacherSubjectSchema),
    students: z.array(PersonRef).openapi({ description: 'The teacher’s own students.' }),
    our_comments: z.string().optional().openapi({
      description: 'Staff’s notes about the teacher. Never sent to a teacher (absent then).',
    }),
    activity_categories: z.array(Id),
    created_at: DateTimeString,
  })
  .openapi('StaffTeacher');

export const TeacherListSchema = paginated(StaffTeacherSchema, 'TeacherList');

export const TEACHER_ORDERING = [
  'id',
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'city_name',
  'hours_last_30_days',
  'days_since_last_session',
  'created_at',
] as const;

/** `?owns_tablet=true|false|unknown`. */
export const OWNS_TABLET_FILTERS = ['true', 'false', 'unknown'] as const;

/** Body of POST user/teacher/ ('Ny lærer'): @portal/domain's, which the form validates with too. */
export const TeacherCreateSchema = component(teacherCreateBodySchema, 'TeacherCreate');
