// Initial-info form of /teacher/update-profile (seed 000 section 5): names required, phone 8 to 10,
// social_security exactly 11 characters and a valid fødselsnummer, a valid bank account; the other
// fields are plain strings (blank allowed).
import { z } from 'zod';
import { fodselsnummerSchema, kontonummerSchema } from '../checks/refinements';
import { optionalText, phoneNumber, requiredText } from './fields';
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from './messages';

export const initialTeacherUpdateSchema = z.object({
  first_name: requiredText(FIRST_NAME_MESSAGE),
  last_name: requiredText(LAST_NAME_MESSAGE),
  phone_number: phoneNumber(),
  social_security: fodselsnummerSchema,
  bank_account_number: kontonummerSchema,
  address: optionalText(),
  post_code: optionalText(),
  post_code_area: optionalText(),
});

export type InitialTeacherUpdateFormInput = z.input<typeof initialTeacherUpdateSchema>;
export type InitialTeacherUpdateForm = z.output<typeof initialTeacherUpdateSchema>;
