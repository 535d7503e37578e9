import { z } from '@hono/zod-openapi';
import { TEACHER_STATUSES, YEAR_OF_STUDY_VALUES } from '@portal/domain';
import { DateString, Id, MAX_ID } from './common';
import { MAX_NAME, emailText, phoneText, shortText } from './students';

export const TeacherStatusSchema = z.enum(TEACHER_STATUSES).openapi('TeacherStatus');
export const YearOfStudySchema = z.enum(YEAR_OF_STUDY_VALUES).openapi('YearOfStudy');

export const TEACHER_FILE_FIELDS = [
  'police_report_file',
  'diploma_file',
  'university_grades',
] as const;
export type TeacherFileField = (typeof TEACHER_FILE_FIELDS)[number];
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
    address: z.string(),
    post_code: z.string(),
    post_code_area: z.string(),
    city: Id.nullable(),
    city_name: z.string().nullable(),
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
 * JSON body of PATCH user/teacher/{id}/: the status alone; or subject + preferred_subject; or
 * profile fields (initial-info and personal-info forms). Every field optional.
 */
export const TeacherPatchSchema = z
  .strictObject({
    status: TeacherStatusSchema.optional(),
    subject: z
      .union([Id, shortText(MAX_NAME).min(1)])
      .optional()
      .openapi({
        description:
          'One of the teacher’s subjects, by id or by subject_name; needs preferred_subject.',
      }),
    preferred_subject: z.boolean().optional(),
    first_name: shortText(MAX_NAME).optional(),
    last_name: shortText(MAX_NAME).optional(),
    email: emailText().optional(),
    phone_number: phoneText().optional(),
    birth_date: z.string().max(10).nullable().optional().openapi({ format: 'date' }),
    address: shortText().optional(),
    post_code: shortText(10).optional(),
    post_code_area: shortText(MAX_NAME).optional(),
    city: Id.nullable().optional(),
    field_of_study: Id.nullable().optional(),
    year_of_study: YearOfStudySchema.nullable().optional(),
    owns_tablet: z.boolean().nullable().optional(),
    bank_account_number: shortText(20).optional().openapi({
      description: 'A Norwegian account number: 11 digits with a valid mod-11 control digit.',
    }),
    social_security: shortText(20).optional().openapi({
      description: 'A fødselsnummer or D-number: 11 digits with valid control digits.',
    }),
    heard_about_rh: shortText().optional(),
    visma_employment_id: z.string().max(50).nullable().optional().openapi({
      description:
        "Staff only (a teacher sending it gets 403): the payroll id of the salary screen's 'Mangler VismaID' form. Trimmed; blank or null clears it.",
    }),
  })
  .openapi('TeacherPatch');

export type TeacherPatch = z.infer<typeof TeacherPatchSchema>;

/** An uploaded PDF may be at most 10 MB (checked by the service, which answers a field error). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

const pdfFile = z.instanceof(File).optional().openapi({
  type: 'string',
  format: 'binary',
  maxLength: MAX_PDF_BYTES,
  description: 'A PDF (checked by content), at most 10 MB (maxLength counts bytes).',
});

/** Multipart body of PATCH user/teacher/{id}/: the files only (seed 000: files first, then fields). */
export const TeacherFilesSchema = z
  .strictObject({
    police_report_file: pdfFile,
    diploma_file: pdfFile,
    university_grades: pdfFile,
  })
  .openapi('TeacherFiles');

export type TeacherFiles = z.infer<typeof TeacherFilesSchema>;

export const teacherFileParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
  field: TeacherFileFieldSchema.openapi({ param: { name: 'field', in: 'path' } }),
});
