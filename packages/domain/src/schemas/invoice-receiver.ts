// Invoice receiver (seed 000/001 section 5): the form holds the person (user_info); the body of
// POST user/invoice-receiver/ adds self_as_student and pays_for_students.
import { z } from 'zod';
import { emailAddress, idInput, phoneNumber, requiredText } from './fields';
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

/** The receiver's person fields: the form shown under 'Eleven er ikke fakturamottaker'. */
export const invoiceReceiverUserInfoSchema = z.object({
  first_name: requiredText(FIRST_NAME_MESSAGE),
  last_name: requiredText(LAST_NAME_MESSAGE),
  phone_number: phoneNumber(),
  email: emailAddress(EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE),
  address: requiredText(ADDRESS_REQUIRED_MESSAGE),
  post_code: requiredText(POST_CODE_REQUIRED_MESSAGE),
  post_code_area: requiredText(POST_CODE_AREA_REQUIRED_MESSAGE),
});

export type InvoiceReceiverUserInfoFormInput = z.input<typeof invoiceReceiverUserInfoSchema>;
export type InvoiceReceiverUserInfoForm = z.output<typeof invoiceReceiverUserInfoSchema>;

/** Body of POST user/invoice-receiver/. pays_for_students may be empty (defaults to []). */
export const invoiceReceiverSchema = z.object({
  user_info: invoiceReceiverUserInfoSchema,
  self_as_student: z.boolean().default(false),
  pays_for_students: z.array(idInput(STUDENT_ID_INVALID_MESSAGE)).default([]),
});

export type InvoiceReceiverFormInput = z.input<typeof invoiceReceiverSchema>;
export type InvoiceReceiverForm = z.output<typeof invoiceReceiverSchema>;

export const RECEIVER_REQUIRED_MESSAGE = 'Velg en fakturamottaker';

/** Body of PATCH user/invoice-receiver/{id}/: one more student the receiver pays for. */
export const invoiceReceiverAddStudentSchema = z.object({
  add_new_student: idInput(STUDENT_ID_INVALID_MESSAGE),
});

export type InvoiceReceiverAddStudent = z.output<typeof invoiceReceiverAddStudentSchema>;

/** The picker of 'Ny elev' (staff) when an existing receiver pays (existingInvoice). */
export const existingReceiverSchema = z.object({
  invoice_receiver: idInput(RECEIVER_REQUIRED_MESSAGE),
});

export type ExistingReceiverFormInput = z.input<typeof existingReceiverSchema>;
export type ExistingReceiverForm = z.output<typeof existingReceiverSchema>;
