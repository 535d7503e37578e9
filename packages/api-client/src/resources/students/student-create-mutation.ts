import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { STUDENT_WRITE_INVALIDATES, studentPaths } from './keys';
import type { Student } from './student-list-query';

/** The new-student payload: school and city as ids, birth_date as YYYY-MM-DD. */
export type StudentCreate = Schemas['StudentCreate'];

/** `POST user/student/`. */
export function createStudent(client: ApiClient, body: StudentCreate): Promise<Student> {
  return unwrap(client.POST(studentPaths.list, { body }));
}

/** 'Register Student': saves a new student; student reads are refetched. */
export function useCreateStudent(options: MutationHookOptions<Student, StudentCreate> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: StudentCreate) => createStudent(client, body),
    STUDENT_WRITE_INVALIDATES,
    options,
  );
}
