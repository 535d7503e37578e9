// 'Ny lærer' form of /employee/new-user (seed 001 section 5). The body of POST user/teacher/
// carries every rule; the form pipes its selects into the same fields. The server adds
// activity_categories [1].
import { z } from 'zod';
import {
  MAX_NAME,
  bodyId,
  bodyIdList,
  emailAddress,
  idFrom,
  idListFrom,
  requiredText,
} from './fields';
import {
  COMMENTS_MAX_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  SUBJECTS_REQUIRED_MESSAGE,
} from './messages';

export const TEACHING_CITY_REQUIRED_MESSAGE = 'Velg en undervisningsby';
export const OUR_COMMENTS_REQUIRED_MESSAGE = 'Kommentar er påkrevd';

const fields = {
  first_name: requiredText(FIRST_NAME_MESSAGE, MAX_NAME),
  last_name: requiredText(LAST_NAME_MESSAGE, MAX_NAME),
  // The seed gives one message for the e-mail; blank is not a valid address either.
  email: emailAddress(EMAIL_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE),
  subjects: bodyIdList(SUBJECTS_REQUIRED_MESSAGE),
  city: bodyId(TEACHING_CITY_REQUIRED_MESSAGE),
  our_comments: requiredText(OUR_COMMENTS_REQUIRED_MESSAGE)
    .max(255, COMMENTS_MAX_MESSAGE)
    .describe("1 to 255 characters (the seed's messages)."),
};

/** Body of POST user/teacher/. */
export const teacherCreateBodySchema = z.strictObject(fields);
export type TeacherCreateBody = z.output<typeof teacherCreateBodySchema>;

/** The 'Ny lærer' form. */
export const newTeacherSchema = z.object({
  ...fields,
  subjects: idListFrom(fields.subjects, SUBJECTS_REQUIRED_MESSAGE),
  city: idFrom(fields.city, TEACHING_CITY_REQUIRED_MESSAGE),
});

export type NewTeacherFormInput = z.input<typeof newTeacherSchema>;
export type NewTeacherForm = z.output<typeof newTeacherSchema>;
