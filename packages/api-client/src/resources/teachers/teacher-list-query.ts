import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import { nextPageOffset } from '../../query/next-page';
import { readQueryOptions } from '../../query/read-query-options';
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
export function useTeachers(params: TeacherListParams) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery(teacherListQueryOptions(client, params));
  const { limit, offset, search, ordering, subjects, city, wants_student, owns_tablet, is_active } =
    params;
  const next = nextPageOffset({ limit, offset }, query.data?.count);
  // Subjects as one comparable value: a new array each render must not refire the prefetch.
  const subjectKey = subjects?.join(',') ?? '';
  useEffect(() => {
    if (next === null) return;
    void queryClient.prefetchQuery(
      teacherListQueryOptions(client, {
        limit,
        offset: next,
        search,
        ordering,
        subjects: subjectKey ? subjectKey.split(',').map(Number) : undefined,
        city,
        wants_student,
        owns_tablet,
        is_active,
      }),
    );
  }, [
    client,
    queryClient,
    limit,
    next,
    search,
    ordering,
    subjectKey,
    city,
    wants_student,
    owns_tablet,
    is_active,
  ]);
  return query;
}
