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
  summary:
    "The signed-in customer's contact person and teachers ('Kontaktpersoner', the dashboard's card)",
  description:
    "For a customer: the contact person at the office, or null, and the active teachers linked to or who have taught the customer's students: their own student profile, then the students they pay for as an invoice receiver. The contact person is that of the first of these students who has one.",
  allow: [studentPolicy, 'contactPeople'],
  ok: [200, ContactPeopleSchema, 'The contact people.'],
  errors: [401, 403],
}).answer(async (c, deps) => {
  const v = viewer(c);
  if (v.kind !== 'customer') throw new ApiError(403, messages.forbidden);
  return contactPeopleOf(deps.db, v);
});
