import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { ApiError, messages } from '../../http/errors';
import { viewer } from '../../auth/route-guards';
import { contactPeopleOf } from '../../services/students/contact-people';
import { studentPolicy } from '../../policies/students';

const PersonSchema = z
  .object({ full_name: z.string(), email: z.string(), phone_number: z.string() })
  .openapi('ContactPerson');

const ContactPeopleSchema = z
  .object({
    teachers: z.array(PersonSchema),
    contact_person: z.union([PersonSchema, z.null()]),
  })
  .openapi('ContactPeople');

export const registerStudentContactPeople = operation({
  method: 'get',
  operationId: 'studentContactPeople',
  path: '/api/user/student/contact-people/',
  tags: ['customer', 'student'],
  summary: "The signed-in student's contact person and teachers ('Kontaktpersoner')",
  description:
    'For a customer with a student profile (group student): the contact person at the office, or null, and the active teachers linked to the student or who have taught them. A receiver who is not a student gets none of either.',
  allow: [studentPolicy, 'contactPeople'],
  ok: [200, ContactPeopleSchema, 'The contact people.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = viewer(c);
  if (v.kind !== 'customer') throw new ApiError(403, messages.forbidden);
  // A receiver who is not a student has no teachers and no contact person of their own.
  if (v.studentId === null) return { teachers: [], contact_person: null };
  return contactPeopleOf(deps.db, v.studentId);
});
