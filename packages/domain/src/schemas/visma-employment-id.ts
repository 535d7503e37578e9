// The 'Visma Employment ID' input of the salary screen (seed 001 section 2). The seed gives it no
// validation rule; it is trimmed, at most 50 characters, and blank is sent as null (the
// teacher-edit rule). It is the visma_employment_id field of teacherPatchBody (teacher-patch.ts).
import { z } from 'zod';
import { nullableTextInput } from './fields';
import { teacherPatchFields } from './teacher-patch';

/** The Visma employment id in a body: trimmed text of at most 50 characters, blank or null is null. */
export const vismaEmploymentIdSchema = teacherPatchFields.visma_employment_id;

/** The 'Mangler VismaID' box's form, also the body of PATCH user/teacher/{id}/ with the id alone. */
export const vismaEmploymentIdFormSchema = z.object({
  visma_employment_id: nullableTextInput(vismaEmploymentIdSchema),
});

export type VismaEmploymentIdFormInput = z.input<typeof vismaEmploymentIdFormSchema>;
export type VismaEmploymentIdForm = z.output<typeof vismaEmploymentIdFormSchema>;
