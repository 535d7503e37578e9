import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { STUDENT_WRITE_INVALIDATES, studentPaths } from './keys';

export type StudentProfile = Schemas['StudentProfile'];
/** The student's id and the subject ids to add. */
export type AddStudentSubjectsVariables = Schemas['AddSubjects'] & { id: number };

/** `PATCH user/student/{id}/add-subjects/` with subjects (ids). */
export function addStudentSubjects(
  client: ApiClient,
  { id, subjects }: AddStudentSubjectsVariables,
): Promise<StudentProfile> {
  return unwrap(
    client.PATCH(studentPaths.addSubjects, { params: { path: { id } }, body: { subjects } }),
  );
}

/** Adds subjects to a student (the subject adder of 'Mine elever' and the activity form). */
export function useAddStudentSubjects(
  options: MutationHookOptions<StudentProfile, AddStudentSubjectsVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: AddStudentSubjectsVariables) => addStudentSubjects(client, variables),
    STUDENT_WRITE_INVALIDATES,
    options,
  );
}
