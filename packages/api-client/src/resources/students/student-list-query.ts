import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
 * One page of students; the next page is prefetched when there is one. `enabled: false` makes no
 * request (a picker before anything is typed).
 */
export function useStudents(params: StudentListParams, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const enabled = options.enabled ?? true;
  const query = useQuery({ ...studentListQueryOptions(client, params), enabled });
  const { limit, offset, search, ordering, is_active } = params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  useEffect(() => {
    if (next === null || !enabled) return;
    void queryClient.prefetchQuery(
      studentListQueryOptions(client, { limit, offset: next, search, ordering, is_active }),
    );
  }, [client, queryClient, enabled, limit, next, search, ordering, is_active]);
  return query;
}
