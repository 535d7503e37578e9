import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { usePagedQuery } from '../../query/use-paged-query';
import type { ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { teacherListQuery, teacherPaths, type TeacherListParams } from './keys';

export type StaffTeacher = Schemas['StaffTeacher'];
export type TeacherList = Schemas['TeacherList'];

/** `GET user/teacher/` with the seed's filters: the staff's 'Læreroversikt'. */
export function teacherListQueryOptions(client: ApiClient, params: TeacherListParams) {
  return readQueryOptions(teacherPaths.list, teacherListQuery(params), (query, signal) =>
    unwrap(client.GET(teacherPaths.list, { params: { query }, signal })),
  );
}

/** One page of teachers; the next page is prefetched when there is one. */
export function useTeachers<TData = TeacherList>(
  params: TeacherListParams,
  options?: ReadHookOptions<TeacherList, TData>,
) {
  const client = useApiClient();
  return usePagedQuery((page) => teacherListQueryOptions(client, page), params, options);
}
