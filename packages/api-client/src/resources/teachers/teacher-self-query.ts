import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { readQueryOptions } from '../../query/read-query-options';
import { useReadQuery, type ReadHookOptions } from '../../query/use-read-query';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { teacherPaths } from './keys';

/** The signed-in teacher's profile (file fields are links, or null). */
export type TeacherSelf = Schemas['TeacherSelf'];
export type TeacherStatus = Schemas['TeacherStatus'];
export type TeacherSubject = Schemas['TeacherSubject'];
export type YearOfStudy = Schemas['YearOfStudy'];

/** `GET user/teacher/self/`. */
export function teacherSelfQueryOptions(client: ApiClient) {
  return readQueryOptions(teacherPaths.self, {}, (_params, signal) =>
    unwrap(client.GET(teacherPaths.self, { signal })),
  );
}

/** The profile page, the status select and the update-profile form. */
export function useTeacherSelf<TData = TeacherSelf>(options?: ReadHookOptions<TeacherSelf, TData>) {
  return useReadQuery(teacherSelfQueryOptions(useApiClient()), options);
}
