import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { studentListQuery, studentPaths, type StudentListParams } from './keys';

export type StudentList = Schemas['StudentList'];
export type Student = Schemas['Student'];

/** `GET user/student/` with limit, offset, search, ordering and is_active: 'Mine elever'. */
export function studentListQueryOptions(client: ApiClient, params: StudentListParams) {
  return readQueryOptions(studentPaths.list, studentListQuery(params), (query, signal) =>
    unwrap(client.GET(studentPaths.list, { params: { query }, signal })),
  );
}

/**
 * One page of students; the next page is prefetched when there is one. `{ enabled: false }` makes
 * no request (a picker before anything is typed).
 */
export function useStudents<TData = StudentList>(
  params: StudentListParams,
  options?: ReadHookOptions<StudentList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => studentListQueryOptions(client, page), params, options);
}
