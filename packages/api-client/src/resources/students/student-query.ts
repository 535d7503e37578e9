import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQueries, useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
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
export function useStudent<TData = StudentDetail | null>(
  id: number | null,
  options?: ReadHookOptions<StudentDetail | null, TData>,
) {
  return useReadQuery(studentQueryOptions(useApiClient(), id), options);
}

/**
 * Several students at once (the chosen students of a new package), in the order of `ids`; the
 * options apply to each.
 */
export function useStudentDetails<TData = StudentDetail | null>(
  ids: readonly number[],
  options?: ReadHookOptions<StudentDetail | null, TData>,
) {
  const client = useApiClient();
  return useReadQueries(
    ids.map((id) => studentQueryOptions(client, id)),
    options,
  );
}
