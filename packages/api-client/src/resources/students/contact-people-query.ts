import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
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
export function useContactPeople<TData = ContactPeople>(
  options?: ReadHookOptions<ContactPeople, TData>,
) {
  return useReadQuery(contactPeopleQueryOptions(useApiClient()), options);
}
