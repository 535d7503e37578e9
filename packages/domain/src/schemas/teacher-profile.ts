// Personal-info form of the teacher profile (seed 000 section 5): email valid, phone 8 to 10,
// birth_date, PDF-only files (link or file), owns_tablet boolean, year of study one of the seed's
// options, a valid bank account. The fields are teacherPatchBody's (teacher-patch.ts): the form
// pipes its selects into them and asks for the phone number the body leaves optional. The files
// are sent first, as multipart (teacherFilesBodySchema); the other fields after, as JSON.
import { z } from 'zod';
import { nonBlankInput, optionalIdFrom, textInput } from './fields';
import { CITY_REQUIRED_MESSAGE, PHONE_MESSAGE } from './messages';
import { isNewFile, pdfFileSchema } from './pdf-file';
import type { FileLike } from './pdf-file';
import {
  FIELD_OF_STUDY_INVALID_MESSAGE,
  TEACHER_FILE_FIELDS,
  YEAR_OF_STUDY_MESSAGE,
  teacherPatchFields as fields,
  type TeacherFileField,
} from './teacher-patch';

/** Year of study from a select: a code, or blank (or null) for not given (null). */
export const yearOfStudySchema = z
  .union([z.string(), z.null(), z.undefined()], { error: YEAR_OF_STUDY_MESSAGE })
  .transform((value) => (value === '' || value === undefined ? null : value))
  .pipe(fields.year_of_study)
  .default(null);

export const teacherProfileSchema = z.object({
  email: fields.email,
  phone_number: nonBlankInput(fields.phone_number, PHONE_MESSAGE),
  birth_date: fields.birth_date,
  address: textInput(fields.address),
  post_code: textInput(fields.post_code),
  post_code_area: textInput(fields.post_code_area),
  city: optionalIdFrom(fields.city, CITY_REQUIRED_MESSAGE),
  field_of_study: optionalIdFrom(fields.field_of_study, FIELD_OF_STUDY_INVALID_MESSAGE),
  year_of_study: yearOfStudySchema,
  owns_tablet: fields.owns_tablet,
  bank_account_number: fields.bank_account_number,
  police_report_file: pdfFileSchema,
  diploma_file: pdfFileSchema,
  university_grades: pdfFileSchema,
});

export type TeacherProfileFormInput = z.input<typeof teacherProfileSchema>;
export type TeacherProfileForm = z.output<typeof teacherProfileSchema>;

/**
 * Splits a validated profile the way seed 000 section 7 sends it: the newly chosen files (sent first,
 * as multipart) and the remaining fields (sent after). Links of files already stored are not resent.
 */
export function splitTeacherProfile(form: TeacherProfileForm): {
  files: Partial<Record<TeacherFileField, FileLike>>;
  fields: Omit<TeacherProfileForm, TeacherFileField>;
} {
  const { police_report_file, diploma_file, university_grades, ...rest } = form;
  const chosen = { police_report_file, diploma_file, university_grades };
  const files: Partial<Record<TeacherFileField, FileLike>> = {};
  for (const key of TEACHER_FILE_FIELDS) {
    const value = chosen[key];
    if (isNewFile(value)) files[key] = value;
  }
  return { files, fields: rest };
}
