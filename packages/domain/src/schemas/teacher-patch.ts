// PATCH user/teacher/{id}/ (seed 000 sections 5 and 7, seed 001 sections 2 and 5). One body serves
// the teacher's initial-info form (/teacher/update-profile), the personal-info form of the profile,
// the status select and the preferred-subject toggles, staff's teacher edit and the salary screen's
// 'Mangler VismaID' box: each sends the fields it edits, and a field left out stays as it is. The
// body carries every rule, cap and message; the forms pipe their inputs into the same fields
// (initial-teacher-update.ts, teacher-profile.ts, teacher-edit.ts, visma-employment-id.ts). Who may
// send what (staff's fields, a teacher's own phone number) is the API's access rule, not the
// body's. New PDFs come first, as multipart/form-data: teacherFilesBodySchema.
import { z } from 'zod';
import {
  FODSELSNUMMER_LENGTH_MESSAGE,
  KONTONUMMER_INVALID_MESSAGE,
  KONTONUMMER_REQUIRED_MESSAGE,
  fodselsnummerSchema,
  kontonummerSchema,
} from '../checks/refinements';
import { TEACHER_STATUSES, YEAR_OF_STUDY_VALUES } from '../reference/teacher';
import {
  MAX_FIELD,
  MAX_NAME,
  MAX_POST_CODE,
  blankablePhoneNumber,
  bodyId,
  bodyText,
  bodyTextOrNull,
  emailAddress,
  isoDate,
  requiredText,
  tooLongMessage,
} from './fields';
import {
  BIRTH_DATE_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  COMMENTS_MAX_MESSAGE,
  DATE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from './messages';
import { pdfUploadSchema } from './pdf-file';

export const YEAR_OF_STUDY_MESSAGE = 'Velg et gyldig studieår';
export const OWNS_TABLET_MESSAGE = 'Oppgi om du har nettbrett';
export const FIELD_OF_STUDY_INVALID_MESSAGE = 'Velg et studium';
export const SUBJECT_NOT_YOURS_MESSAGE = 'Faget er ikke blant dine fag.';

/** The Visma employment id and the Slack id hold at most this many characters. */
export const MAX_EXTERNAL_ID = 50;
/** A bank account or identity number as typed (with spaces or dots) is at most this long. */
export const MAX_NUMBER_TEXT = 20;

/** A teacher's own status (the status select, staff's edit). */
export const teacherStatusSchema = z.enum(TEACHER_STATUSES);
/** A year-of-study code: '1'..'6', 'FIN' or 'OTHER'. */
export const yearOfStudyCodeSchema = z.enum(YEAR_OF_STUDY_VALUES, { error: YEAR_OF_STUDY_MESSAGE });

/** A bank account number as typed, capped, then the kontonummer rule (output: the 11 digits). */
const bankAccountNumber = z
  .string({ error: KONTONUMMER_REQUIRED_MESSAGE })
  .max(MAX_NUMBER_TEXT, { error: KONTONUMMER_INVALID_MESSAGE, abort: true })
  .describe('A Norwegian account number: 11 digits with a valid mod-11 control digit.')
  .pipe(kontonummerSchema);

/** A fødselsnummer or D-number as typed, capped, then the fødselsnummer rule. */
const socialSecurity = z
  .string({ error: FODSELSNUMMER_LENGTH_MESSAGE })
  .max(MAX_NUMBER_TEXT, { error: FODSELSNUMMER_LENGTH_MESSAGE, abort: true })
  .describe('A fødselsnummer or D-number: 11 digits with valid control digits.')
  .pipe(fodselsnummerSchema);

const externalId = (description: string) =>
  bodyTextOrNull({ length: MAX_EXTERNAL_ID, message: tooLongMessage(MAX_EXTERNAL_ID) }).describe(
    description,
  );

/** The fields of the body, each with its rule, cap and message (all optional in the body). */
export const teacherPatchFields = {
  status: teacherStatusSchema,
  subject: z
    .union([bodyId(SUBJECT_NOT_YOURS_MESSAGE), requiredText(SUBJECT_NOT_YOURS_MESSAGE, MAX_NAME)], {
      error: SUBJECT_NOT_YOURS_MESSAGE,
    })
    .describe('One of the teacher’s subjects, by id or by subject_name; needs preferred_subject.'),
  preferred_subject: z.boolean(),
  first_name: requiredText(FIRST_NAME_MESSAGE, MAX_NAME),
  last_name: requiredText(LAST_NAME_MESSAGE, MAX_NAME),
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  // Blank is allowed: a teacher created by staff may have no phone number yet.
  phone_number: blankablePhoneNumber(),
  birth_date: isoDate(BIRTH_DATE_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  address: bodyText({ length: MAX_FIELD, message: tooLongMessage(MAX_FIELD) }),
  post_code: bodyText({ length: MAX_POST_CODE, message: tooLongMessage(MAX_POST_CODE) }),
  post_code_area: bodyText({ length: MAX_NAME, message: tooLongMessage(MAX_NAME) }),
  city: bodyId(CITY_REQUIRED_MESSAGE).nullable(),
  field_of_study: bodyId(FIELD_OF_STUDY_INVALID_MESSAGE).nullable(),
  year_of_study: yearOfStudyCodeSchema.nullable(),
  owns_tablet: z.boolean({ error: OWNS_TABLET_MESSAGE }),
  bank_account_number: bankAccountNumber,
  social_security: socialSecurity,
  heard_about_rh: bodyText({ length: MAX_FIELD, message: tooLongMessage(MAX_FIELD) }),
  visma_employment_id: externalId(
    "Staff only (a teacher sending it gets 403): the payroll id of the salary screen's 'Mangler VismaID' form. Trimmed; blank or null clears it.",
  ),
  teacher_slack_id: externalId(
    'Staff only (a teacher sending it gets 403). Trimmed; blank or null clears it.',
  ),
  our_comments: bodyText({ length: 255, message: COMMENTS_MAX_MESSAGE }).describe(
    "Staff only (a teacher sending it gets 403): notes never shown to the teacher. At most 255 characters (the seed's message).",
  ),
  is_active: z
    .boolean()
    .describe(
      'Staff only (a teacher sending it gets 403): an inactive teacher cannot sign in and is hidden from the active list.',
    ),
};

/**
 * Body of PATCH user/teacher/{id}/ as JSON: every field optional, a field left out stays as it is.
 * subject and preferred_subject come together (the toggle of one preferred subject).
 */
export const teacherPatchBodySchema = z
  .strictObject(teacherPatchFields)
  .partial()
  .superRefine((body, ctx) => {
    // Reported as the other field missing, so it reads like any missing field.
    if (body.subject !== undefined && body.preferred_subject === undefined)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'boolean',
        input: undefined,
        path: ['preferred_subject'],
      });
    if (body.preferred_subject !== undefined && body.subject === undefined)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'union',
        input: undefined,
        path: ['subject'],
      });
  });
export type TeacherPatchBody = z.output<typeof teacherPatchBodySchema>;

/** The teacher's PDFs, sent as multipart/form-data before the other fields. */
export const TEACHER_FILE_FIELDS = [
  'police_report_file',
  'diploma_file',
  'university_grades',
] as const;
export type TeacherFileField = (typeof TEACHER_FILE_FIELDS)[number];

/** Body of PATCH user/teacher/{id}/ as multipart/form-data: the new PDFs only (seed 000 §7). */
export const teacherFilesBodySchema = z.strictObject({
  police_report_file: pdfUploadSchema.optional(),
  diploma_file: pdfUploadSchema.optional(),
  university_grades: pdfUploadSchema.optional(),
});
export type TeacherFilesBody = z.output<typeof teacherFilesBodySchema>;
