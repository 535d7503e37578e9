import { useQueries, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { studentPaths } from './keys';

/** student, invoice_receivers, packages (and recent activities) of one student. */
export type StudentDetail = Schemas['StudentDetail'];

/** `GET user/student/{id}/`; a null id makes no request and gives null. */
export function studentQueryOptions(client: ApiClient, id: number | null) {
  return readQueryOptions(studentPaths.detail, { id }, ({ id }, signal) =>
    unwrap(client.GET(studentPaths.detail, { params: { path: { id } }, signal })),
  );
}

/** One student (an expanded row of 'Mine elever'). */
export function useStudent(id: number | null) {
  return useQuery(studentQueryOptions(useApiClient(), id));
}

/** Several students at once (the chosen students of a new package), in the order of `ids`. */
export function useStudentDetails(ids: readonly number[]) {
  const client = useApiClient();
  return useQueries({ queries: ids.map((id) => studentQueryOptions(client, id)) });
}
