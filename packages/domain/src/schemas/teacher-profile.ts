// Personal-info form of the teacher profile (seed 000 section 5): email valid, phone 8 to 10,
// birth_date, PDF-only files (link or file), owns_tablet boolean, year of study one of the seed's
// options, a valid bank account. The API validates the teacher's own PATCH user/teacher/{id}/ with
// teacherProfilePatchSchema (files arrive separately as multipart).
import { z } from 'zod';
import { kontonummerSchema } from '../checks/refinements';
import { YEAR_OF_STUDY_VALUES } from '../reference/teacher';
import { emailAddress, isoDate, optionalIdInput, optionalText, phoneNumber } from './fields';
import {
  BIRTH_DATE_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
} from './messages';
import { patchSchemaOf } from './patch';
import { isNewFile, pdfFileSchema } from './pdf-file';
import type { FileLike } from './pdf-file';

export const YEAR_OF_STUDY_MESSAGE = 'Velg et gyldig studieår';
export const OWNS_TABLET_MESSAGE = 'Oppgi om du har nettbrett';
export const FIELD_OF_STUDY_INVALID_MESSAGE = 'Velg et studium';

/** Year of study: '1'..'6', 'FIN' or 'OTHER'; blank or null means not given (null). */
export const yearOfStudySchema = z
  .union(
    [
      z.enum(YEAR_OF_STUDY_VALUES, { error: YEAR_OF_STUDY_MESSAGE }),
      z.literal(''),
      z.null(),
      z.undefined(),
    ],
    {
      error: YEAR_OF_STUDY_MESSAGE,
    },
  )
  .transform((value) => (value === '' || value === undefined ? null : value))
  .default(null);

export const teacherProfileSchema = z.object({
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  phone_number: phoneNumber(),
  birth_date: isoDate(BIRTH_DATE_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  address: optionalText(),
  post_code: optionalText(),
  post_code_area: optionalText(),
  city: optionalIdInput(CITY_REQUIRED_MESSAGE),
  field_of_study: optionalIdInput(FIELD_OF_STUDY_INVALID_MESSAGE),
  year_of_study: yearOfStudySchema,
  owns_tablet: z.boolean({ error: OWNS_TABLET_MESSAGE }),
  bank_account_number: kontonummerSchema,
  police_report_file: pdfFileSchema,
  diploma_file: pdfFileSchema,
  university_grades: pdfFileSchema,
});

export type TeacherProfileFormInput = z.input<typeof teacherProfileSchema>;
export type TeacherProfileForm = z.output<typeof teacherProfileSchema>;

/** Body of a teacher's own PATCH user/teacher/{id}/: profile fields, all optional, absent stays absent. */
export const teacherProfilePatchSchema = patchSchemaOf(teacherProfileSchema);

export type TeacherProfilePatch = z.output<typeof teacherProfilePatchSchema>;

const FILE_FIELDS = ['police_report_file', 'diploma_file', 'university_grades'] as const;
export type TeacherFileField = (typeof FILE_FIELDS)[number];

/**
 * Splits a validated profile the way seed 000 section 7 sends it: the newly chosen files (sent first,
 * as multipart) and the remaining fields (sent after). Links of files already stored are not resent.
 */
export function splitTeacherProfile(form: TeacherProfileForm): {
  files: Partial<Record<TeacherFileField, FileLike>>;
  fields: Omit<TeacherProfileForm, TeacherFileField>;
} {
  const { police_report_file, diploma_file, university_grades, ...fields } = form;
  const chosen = { police_report_file, diploma_file, university_grades };
  const files: Partial<Record<TeacherFileField, FileLike>> = {};
  for (const key of FILE_FIELDS) {
    const value = chosen[key];
    if (isNewFile(value)) files[key] = value;
  }
  return { files, fields };
}
