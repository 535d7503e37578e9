// 'Ny lærer' form of /employee/new-user (seed 001 section 5). Also the body of POST user/teacher/;
// the server adds activity_categories [1].
import { z } from 'zod';
import { emailAddress, idInput, idList, requiredText } from './fields';
import {
  COMMENTS_MAX_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  SUBJECTS_REQUIRED_MESSAGE,
} from './messages';

export const TEACHING_CITY_REQUIRED_MESSAGE = 'Velg en undervisningsby';
export const OUR_COMMENTS_REQUIRED_MESSAGE = 'Kommentar er påkrevd';

export const newTeacherSchema = z.object({
  first_name: requiredText(FIRST_NAME_MESSAGE),
  last_name: requiredText(LAST_NAME_MESSAGE),
  // The seed gives one message for the e-mail; blank is not a valid address either.
  email: emailAddress(EMAIL_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE),
  subjects: idList(SUBJECTS_REQUIRED_MESSAGE),
  city: idInput(TEACHING_CITY_REQUIRED_MESSAGE),
  our_comments: requiredText(OUR_COMMENTS_REQUIRED_MESSAGE).max(255, COMMENTS_MAX_MESSAGE),
});

export type NewTeacherFormInput = z.input<typeof newTeacherSchema>;
export type NewTeacherForm = z.output<typeof newTeacherSchema>;
