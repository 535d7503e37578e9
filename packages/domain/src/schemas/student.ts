// Student form (seed 000 section 5 and seed 001 section 5), also the body of POST user/student/:
// school and city as ids, birth_date as YYYY-MM-DD. Seed 001's day/month/year inputs produce the
// birth_date through birthDatePartsSchema.
import { z } from 'zod';
import {
  emailAddress,
  idInput,
  idList,
  isoDate,
  optionalIdInput,
  optionalText,
  phoneNumber,
  requiredText,
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

export const studentSchema = z.object({
  first_name: requiredText(FIRST_NAME_MESSAGE),
  last_name: requiredText(LAST_NAME_MESSAGE),
  birth_date: isoDate(BIRTH_DATE_REQUIRED_MESSAGE, DATE_INVALID_MESSAGE),
  phone_number: phoneNumber(),
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  address: requiredText(ADDRESS_REQUIRED_MESSAGE),
  post_code: requiredText(POST_CODE_REQUIRED_MESSAGE),
  post_code_area: requiredText(POST_CODE_AREA_REQUIRED_MESSAGE),
  city: idInput(CITY_REQUIRED_MESSAGE),
  school: idInput(SCHOOL_REQUIRED_MESSAGE),
  subjects: idList(SUBJECTS_REQUIRED_MESSAGE),
  heard_about_us: optionalText(),
  other_comments: optionalText(),
  // Staff may assign a teacher (seed 001: 'teacher a number'); a teacher registering is linked by the server.
  teacher: optionalIdInput(TEACHER_INVALID_MESSAGE),
});

export type StudentFormInput = z.input<typeof studentSchema>;
export type StudentForm = z.output<typeof studentSchema>;
