import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { plainListQuery, teacherPaths, type PlainListParams } from './keys';

/** `{id, full_name, email}`: a row of a plain list (seed 001 §3 'User list item'). */
export type UserListItem = Schemas['UserListItem'];

/** `GET user/teacher/list-plain/` with search and limit (default 20 on the server). */
export function teacherListPlainQueryOptions(client: ApiClient, params: PlainListParams) {
  return readQueryOptions(teacherPaths.listPlain, plainListQuery(params), (query, signal) =>
    unwrap(client.GET(teacherPaths.listPlain, { params: { query }, signal })),
  );
}

/** Active teachers found by name or e-mail: the teacher picker of the staff's 'Ny elev'. */
export function useTeacherOptions<TData = UserListItem[]>(
  params: PlainListParams,
  options?: ReadHookOptions<UserListItem[], TData>,
) {
  return useReadQuery(teacherListPlainQueryOptions(useApiClient(), params), options);
}
