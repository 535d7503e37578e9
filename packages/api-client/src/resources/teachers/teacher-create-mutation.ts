import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { TEACHER_WRITE_INVALIDATES, teacherPaths } from './keys';
import type { StaffTeacher } from './teacher-list-query';

/** first_name, last_name, email, subjects, city, our_comments ('Ny lærer'). */
export type TeacherCreate = Schemas['TeacherCreate'];

/** `POST user/teacher/`. */
export function createTeacher(client: ApiClient, body: TeacherCreate): Promise<StaffTeacher> {
  return unwrap(client.POST(teacherPaths.list, { body }));
}

/** Registers a teacher ('Ny lærer'); the staff's teacher list and picker are refetched. */
export function useCreateTeacher(options: MutationHookOptions<StaffTeacher, TeacherCreate> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: TeacherCreate) => createTeacher(client, body),
    TEACHER_WRITE_INVALIDATES,
    options,
  );
}
