import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { studentPaths } from './keys';

/** `{teachers, contact_person}`: whom a student calls. */
export type ContactPeople = Schemas['ContactPeople'];
export type ContactPerson = Schemas['ContactPerson'];

/** `GET user/student/contact-people/`. */
export function contactPeopleQueryOptions(client: ApiClient) {
  return readQueryOptions(studentPaths.contactPeople, {}, (_params, signal) =>
    unwrap(client.GET(studentPaths.contactPeople, { signal })),
  );
}

/** The signed-in student's contact person and teachers ('Kontaktpersoner', the dashboard card). */
export function useContactPeople() {
  return useQuery(contactPeopleQueryOptions(useApiClient()));
}
