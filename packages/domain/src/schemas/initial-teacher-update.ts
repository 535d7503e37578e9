// Initial-info form of /teacher/update-profile (seed 000 section 5): names required, phone 8 to 10,
// social_security exactly 11 characters and a valid fødselsnummer, a valid bank account; the other
// fields are plain strings (blank allowed). The fields are teacherPatchBody's (teacher-patch.ts);
// the form asks for the phone number the body leaves optional.
import { z } from 'zod';
import { nonBlankInput, textInput } from './fields';
import { PHONE_MESSAGE } from './messages';
import { teacherPatchFields as fields } from './teacher-patch';

export const initialTeacherUpdateSchema = z.object({
  first_name: fields.first_name,
  last_name: fields.last_name,
  phone_number: nonBlankInput(fields.phone_number, PHONE_MESSAGE),
  social_security: fields.social_security,
  bank_account_number: fields.bank_account_number,
  address: textInput(fields.address),
  post_code: textInput(fields.post_code),
  post_code_area: textInput(fields.post_code_area),
});

export type InitialTeacherUpdateFormInput = z.input<typeof initialTeacherUpdateSchema>;
export type InitialTeacherUpdateForm = z.output<typeof initialTeacherUpdateSchema>;
