// Invoice receiver (seed 000/001 section 5). The body of POST user/invoice-receiver/ is the person
// (user_info, the form shown under 'Eleven er ikke fakturamottaker') plus self_as_student and
// pays_for_students; the form validates the person with the same fields.
import { z } from 'zod';
import {
  MAX_FIELD,
  MAX_NAME,
  MAX_POST_CODE,
  bodyId,
  bodyIdList,
  emailAddress,
  idFrom,
  phoneNumber,
  requiredText,
} from './fields';
import {
  ADDRESS_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  POST_CODE_AREA_REQUIRED_MESSAGE,
  POST_CODE_REQUIRED_MESSAGE,
} from './messages';

export const STUDENT_ID_INVALID_MESSAGE = 'Ugyldig elev';

const userInfoFields = {
  first_name: requiredText(FIRST_NAME_MESSAGE, MAX_NAME),
  last_name: requiredText(LAST_NAME_MESSAGE, MAX_NAME),
  phone_number: phoneNumber(),
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  address: requiredText(ADDRESS_REQUIRED_MESSAGE, MAX_FIELD),
  post_code: requiredText(POST_CODE_REQUIRED_MESSAGE, MAX_POST_CODE),
  post_code_area: requiredText(POST_CODE_AREA_REQUIRED_MESSAGE, MAX_NAME),
};

/** The receiver's person fields in a body (user_info). */
export const invoiceReceiverUserInfoBodySchema = z.strictObject(userInfoFields);

/** The receiver's person form: the same fields (they take text as typed). */
export const invoiceReceiverUserInfoSchema = z.object(userInfoFields);

export type InvoiceReceiverUserInfoFormInput = z.input<typeof invoiceReceiverUserInfoSchema>;
export type InvoiceReceiverUserInfoForm = z.output<typeof invoiceReceiverUserInfoSchema>;

/** Body of POST user/invoice-receiver/. pays_for_students may be empty or left out. */
export const invoiceReceiverCreateBodySchema = z.strictObject({
  user_info: invoiceReceiverUserInfoBodySchema,
  self_as_student: z.boolean().optional(),
  pays_for_students: bodyIdList(STUDENT_ID_INVALID_MESSAGE, { min: 0 }).optional(),
});
export type InvoiceReceiverCreateBody = z.output<typeof invoiceReceiverCreateBodySchema>;

export const RECEIVER_REQUIRED_MESSAGE = 'Velg en fakturamottaker';

/** Body of PATCH user/invoice-receiver/{id}/: one more student the receiver pays for. */
export const invoiceReceiverAddStudentBodySchema = z.strictObject({
  add_new_student: bodyId(STUDENT_ID_INVALID_MESSAGE).describe(
    'A student the receiver pays for from now on.',
  ),
});

export type InvoiceReceiverAddStudent = z.output<typeof invoiceReceiverAddStudentBodySchema>;

/** The picker of 'Ny elev' (staff) when an existing receiver pays (existingInvoice). */
export const existingReceiverSchema = z.object({
  invoice_receiver: idFrom(bodyId(RECEIVER_REQUIRED_MESSAGE), RECEIVER_REQUIRED_MESSAGE),
});

export type ExistingReceiverFormInput = z.input<typeof existingReceiverSchema>;
export type ExistingReceiverForm = z.output<typeof existingReceiverSchema>;
