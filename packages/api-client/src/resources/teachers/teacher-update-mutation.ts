import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { TEACHER_WRITE_INVALIDATES, teacherPaths } from './keys';
import type { TeacherSelf } from './teacher-self-query';

/** JSON fields of a teacher update: {status}; or {subject, preferred_subject}; or profile fields. */
export type TeacherPatch = Schemas['TeacherPatch'];
export type TeacherUpdateVariables = TeacherPatch & { id: number };

/** `PATCH user/teacher/{id}/` with JSON. */
export function updateTeacher(
  client: ApiClient,
  { id, ...body }: TeacherUpdateVariables,
): Promise<TeacherSelf> {
  return unwrap(client.PATCH(teacherPaths.detail, { params: { path: { id } }, body }));
}

/**
 * Saves teacher fields as JSON: the status select and preferred-subject toggles (which save at
 * once) and the profile forms. The teacher's profile is refetched.
 */
export function useUpdateTeacher(
  options: MutationHookOptions<TeacherSelf, TeacherUpdateVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: TeacherUpdateVariables) => updateTeacher(client, variables),
    TEACHER_WRITE_INVALIDATES,
    options,
  );
}
