import { HttpResponse } from 'msw';
import { makeContactPeople } from '../fixtures/packages';
import { http } from '../http';
import { neverResolve, serverError } from '../states';

const PATH = '/user/student/contact-people/';

/**
 * user/student/contact-people/: the default and every state. Registered before the student
 * handlers of the teacher group, whose `{id}` route would otherwise see 'contact-people'.
 */
export const contactPeopleHandlers = {
  default: [http.get(PATH, () => HttpResponse.json(makeContactPeople()))],
  /** No contact person and no teacher yet. */
  empty: [http.get(PATH, () => HttpResponse.json({ teachers: [], contact_person: null }))],
  loading: [http.get(PATH, neverResolve)],
  error: [http.get(PATH, serverError)],
};
