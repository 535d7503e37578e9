// The 'Visma Employment ID' input of the salary screen (seed 001 section 2). The seed gives it no
// validation rule; it is trimmed, and blank is sent as null (the teacher-edit rule).
import { z } from 'zod';
import { blankToNullText } from './fields';

export const vismaEmploymentIdSchema = blankToNullText();

/** The 'Mangler VismaID' box's form, also the body of PATCH user/teacher/{id}/ with the id alone. */
export const vismaEmploymentIdFormSchema = z.object({
  visma_employment_id: vismaEmploymentIdSchema,
});

export type VismaEmploymentIdFormInput = z.input<typeof vismaEmploymentIdFormSchema>;
export type VismaEmploymentIdForm = z.output<typeof vismaEmploymentIdFormSchema>;
