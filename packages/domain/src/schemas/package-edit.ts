// Package edit (seed 001 section 5). The body of PATCH package/package/{id}/ carries the rules
// (changed fields only; blank numbers take the same defaults as a new package, 0); the edit form
// pipes its inputs into the same fields, so a cleared field never reaches the server as ''.
import { z } from 'zod';
import { bodyIdList, bodyText, idListFrom, textInput } from './fields';
import { blankableNumberPatch, packageNumberInput } from './new-package';

export const STUDENTS_INVALID_MESSAGE = 'Velg elever fra listen';
export const DESCRIPTION_MAX_MESSAGE = 'Beskrivelse kan ikke være lengre enn 255 tegn';
export const COMMENT_FOR_INVOICE_MAX_MESSAGE =
  'Kommentar til faktura kan ikke være lengre enn 255 tegn';

const DESCRIPTION = bodyText({ length: 255, message: DESCRIPTION_MAX_MESSAGE });
const COMMENT_FOR_INVOICE = bodyText({ length: 255, message: COMMENT_FOR_INVOICE_MAX_MESSAGE });
const ADD_STUDENTS = bodyIdList(STUDENTS_INVALID_MESSAGE, { min: 0 });

/** Body of PATCH package/package/{id}/: every field optional; absent fields stay as they are. */
export const packagePatchBodySchema = z.strictObject({
  description: DESCRIPTION.nullable().optional(),
  comment_for_invoice: COMMENT_FOR_INVOICE.nullable().optional(),
  additional_hours_added: blankableNumberPatch('additional_hours_added'),
  extra_price: blankableNumberPatch('extra_price'),
  discount_percentage: blankableNumberPatch('discount_percentage'),
  add_students: ADD_STUDENTS.optional().describe(
    'Students to add. A package’s students are never removed.',
  ),
  reactivate_package: z
    .boolean()
    .optional()
    .describe('An expired package gets a new expiration date 12 months from today.'),
});
export type PackagePatchBody = z.output<typeof packagePatchBodySchema>;

/** The package edit form. */
export const packageEditSchema = z.object({
  description: textInput(DESCRIPTION),
  comment_for_invoice: textInput(COMMENT_FOR_INVOICE),
  additional_hours_added: packageNumberInput('additional_hours_added'),
  extra_price: packageNumberInput('extra_price'),
  discount_percentage: packageNumberInput('discount_percentage'),
  // Only meaningful for an expired package: gives it a new expiration date.
  reactivate_package: z.boolean().default(false),
  // Students to add; a package's students are never removed (seed 001 §2, §4).
  add_students: idListFrom(ADD_STUDENTS, STUDENTS_INVALID_MESSAGE).default([]),
});

export type PackageEditFormInput = z.input<typeof packageEditSchema>;
export type PackageEditForm = z.output<typeof packageEditSchema>;
