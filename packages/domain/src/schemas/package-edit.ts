// Package edit (seed 001 section 5). The body of PATCH package/package/{id}/ is validated with
// packagePatchSchema (absent fields stay absent). Blank numbers take the same defaults as a new package (0), so a
// cleared field never reaches the server as ''.
import { z } from 'zod';
import { idInput, optionalText } from './fields';
import { patchSchemaOf } from './patch';
import { additionalHoursSchema, discountPercentageSchema, extraPriceSchema } from './new-package';

export const STUDENTS_INVALID_MESSAGE = 'Velg elever fra listen';
export const DESCRIPTION_MAX_MESSAGE = 'Beskrivelse kan ikke være lengre enn 255 tegn';
export const COMMENT_FOR_INVOICE_MAX_MESSAGE =
  'Kommentar til faktura kan ikke være lengre enn 255 tegn';

export const packageEditSchema = z.object({
  description: optionalText({ length: 255, message: DESCRIPTION_MAX_MESSAGE }),
  comment_for_invoice: optionalText({ length: 255, message: COMMENT_FOR_INVOICE_MAX_MESSAGE }),
  additional_hours_added: additionalHoursSchema,
  extra_price: extraPriceSchema,
  discount_percentage: discountPercentageSchema,
  // Only meaningful for an expired package: gives it a new expiration date.
  reactivate_package: z.boolean().default(false),
  // Students to add; a package's students are never removed (seed 001 §2, §4).
  add_students: z.array(idInput(STUDENTS_INVALID_MESSAGE)).max(50).default([]),
});

export type PackageEditFormInput = z.input<typeof packageEditSchema>;
export type PackageEditForm = z.output<typeof packageEditSchema>;

/** Body of PATCH package/package/{id}/: the edit rules, every field optional, no defaults. */
export const packagePatchSchema = patchSchemaOf(packageEditSchema);

export type PackagePatch = z.output<typeof packagePatchSchema>;
