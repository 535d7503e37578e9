// Staff edit of a teacher (seed 001 section 5): names required, our_comments at most 255, an empty
// Visma id sent as null. The other fields follow the general rules (valid e-mail, phone 8 to 10 or
// blank, since teachers created by staff may not have one yet). The API validates staff's
// PATCH user/teacher/{id}/ with teacherEditPatchSchema. Staff also set the status and is_active.
import { z } from 'zod';
import {
  blankToNullText,
  emailAddress,
  optionalIdInput,
  optionalPhoneNumber,
  optionalText,
  requiredText,
} from './fields';
import {
  CITY_REQUIRED_MESSAGE,
  COMMENTS_MAX_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
} from './messages';
import { patchSchemaOf } from './patch';
import { vismaEmploymentIdSchema } from './visma-employment-id';
import { DEFAULT_TEACHER_STATUS, TEACHER_STATUSES } from '../reference/teacher';

export const teacherEditSchema = z.object({
  first_name: requiredText(FIRST_NAME_MESSAGE),
  last_name: requiredText(LAST_NAME_MESSAGE),
  email: emailAddress(EMAIL_INVALID_MESSAGE, EMAIL_INVALID_MESSAGE),
  phone_number: optionalPhoneNumber(),
  address: optionalText(),
  post_code: optionalText(),
  post_code_area: optionalText(),
  city: optionalIdInput(CITY_REQUIRED_MESSAGE),
  teacher_slack_id: blankToNullText(),
  visma_employment_id: vismaEmploymentIdSchema,
  our_comments: optionalText({ length: 255, message: COMMENTS_MAX_MESSAGE }),
  // Staff's switches on the same form: wants more students, and active (an inactive teacher
  // cannot sign in and shows in red in 'Læreroversikt').
  status: z.enum(TEACHER_STATUSES).default(DEFAULT_TEACHER_STATUS),
  is_active: z.boolean().default(true),
});

export type TeacherEditFormInput = z.input<typeof teacherEditSchema>;
export type TeacherEditForm = z.output<typeof teacherEditSchema>;

/** Body of staff's PATCH user/teacher/{id}/: the edit rules, all optional, absent stays absent. */
export const teacherEditPatchSchema = patchSchemaOf(teacherEditSchema);

export type TeacherEditPatch = z.output<typeof teacherEditPatchSchema>;
