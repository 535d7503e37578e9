// Staff edit of a teacher (seed 001 section 5): names required, our_comments at most 255, an empty
// Visma id sent as null. The other fields follow the general rules (valid e-mail, phone 8 to 10 or
// blank, since teachers created by staff may not have one yet). Staff also set the status and
// is_active. The fields are teacherPatchBody's (teacher-patch.ts); the form pipes its inputs into
// them.
import { z } from 'zod';
import { nullableTextInput, optionalIdFrom, textInput } from './fields';
import { CITY_REQUIRED_MESSAGE } from './messages';
import { teacherPatchFields as fields } from './teacher-patch';
import { DEFAULT_TEACHER_STATUS } from '../reference/teacher';

export const teacherEditSchema = z.object({
  first_name: fields.first_name,
  last_name: fields.last_name,
  email: fields.email,
  phone_number: textInput(fields.phone_number),
  address: textInput(fields.address),
  post_code: textInput(fields.post_code),
  post_code_area: textInput(fields.post_code_area),
  city: optionalIdFrom(fields.city, CITY_REQUIRED_MESSAGE),
  teacher_slack_id: nullableTextInput(fields.teacher_slack_id),
  visma_employment_id: nullableTextInput(fields.visma_employment_id),
  our_comments: textInput(fields.our_comments),
  // Staff's switches on the same form: wants more students, and active (an inactive teacher
  // cannot sign in and shows in red in 'Læreroversikt').
  status: fields.status.default(DEFAULT_TEACHER_STATUS),
  is_active: fields.is_active.default(true),
});

export type TeacherEditFormInput = z.input<typeof teacherEditSchema>;
export type TeacherEditForm = z.output<typeof teacherEditSchema>;
