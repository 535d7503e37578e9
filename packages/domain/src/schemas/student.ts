// Student (seed 000 section 5 and seed 001 section 5). The body of POST user/student/ carries every
// rule (school and city as ids, birth_date as YYYY-MM-DD); the student form pipes its inputs into
// the same fields. Seed 001's day/month/year inputs produce the birth_date through
// birthDatePartsSchema.
import { z } from 'zod';
import {
  MAX_FIELD,
  MAX_NAME,
  MAX_POST_CODE,
  bodyId,
  bodyIdList,
  bodyText,
  emailAddress,
  idFrom,
  idListFrom,
  isoDate,
  optionalIdFrom,
  phoneNumber,
  requiredText,
  textInput,
  tooLongMessage,
} from './fields';
import {
  ADDRESS_REQUIRED_MESSAGE,
  BIRTH_DATE_REQUIRED_MESSAGE,
  CITY_REQUIRED_MESSAGE,
  DATE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  POST_CODE_AREA_REQUIRED_MESSAGE,
  POST_CODE_REQUIRED_MESSAGE,
  SUBJECTS_REQUIRED_MESSAGE,
} from './messages';

export const SCHOOL_REQUIRED_MESSAGE = 'Velg en skole';
export const TEACHER_INVALID_MESSAGE = 'Velg en lærer';

const COMMENT = bodyText({ length: MAX_FIELD, message: tooLongMessage(MAX_FIELD) });
const TEACHER = bodyId(TEACHER_INVALID_MESSAGE).nullable();
const fields = {
  first_name: requiredText(FIRST_NAME_MESSAGE, MAX_NAME),
  last_name: requiredText(LAST_NAME_MESSAGE, MAX_NAME),
  birth_date: isoDate(BIRTH_DATE_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  phone_number: phoneNumber(),
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  address: requiredText(ADDRESS_REQUIRED_MESSAGE, MAX_FIELD),
  post_code: requiredText(POST_CODE_REQUIRED_MESSAGE, MAX_POST_CODE),
  post_code_area: requiredText(POST_CODE_AREA_REQUIRED_MESSAGE, MAX_NAME),
  city: bodyId(CITY_REQUIRED_MESSAGE),
  subjects: bodyIdList(SUBJECTS_REQUIRED_MESSAGE),
  school: bodyId(SCHOOL_REQUIRED_MESSAGE),
};

/** Body of POST user/student/. */
export const studentCreateBodySchema = z.strictObject({
  ...fields,
  heard_about_us: COMMENT.optional(),
  other_comments: COMMENT.optional(),
  teacher: TEACHER.optional().describe(
    'Staff only: the teacher to link. A teacher registering is always linked to themselves.',
  ),
});
export type StudentCreateBody = z.output<typeof studentCreateBodySchema>;

/** Body of PATCH user/student/{id}/add-subjects/: subjects the student gets too. */
export const studentAddSubjectsBodySchema = z.strictObject({ subjects: fields.subjects });
export type StudentAddSubjectsBody = z.output<typeof studentAddSubjectsBodySchema>;

/** The student form: selects give digit strings, blank comments ''. */
export const studentSchema = z.object({
  ...fields,
  city: idFrom(fields.city, CITY_REQUIRED_MESSAGE),
  school: idFrom(fields.school, SCHOOL_REQUIRED_MESSAGE),
  subjects: idListFrom(fields.subjects, SUBJECTS_REQUIRED_MESSAGE),
  heard_about_us: textInput(COMMENT),
  other_comments: textInput(COMMENT),
  // Staff may assign a teacher (seed 001: 'teacher a number'); a teacher registering is linked by the server.
  teacher: optionalIdFrom(TEACHER, TEACHER_INVALID_MESSAGE),
});

export type StudentFormInput = z.input<typeof studentSchema>;
export type StudentForm = z.output<typeof studentSchema>;
