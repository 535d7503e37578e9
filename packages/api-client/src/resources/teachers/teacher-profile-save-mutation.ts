import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { TEACHER_WRITE_INVALIDATES } from './keys';
import {
  hasTeacherFiles,
  uploadTeacherFiles,
  type TeacherFileUploads,
} from './teacher-files-upload-mutation';
import type { TeacherSelf } from './teacher-self-query';
import { updateTeacher, type TeacherPatch } from './teacher-update-mutation';

export type TeacherProfileSaveVariables = {
  id: number;
  fields: TeacherPatch;
  files?: TeacherFileUploads;
};

/**
 * Seed 000 section 7: if any new file is chosen, the files are sent first as multipart and then
 * the remaining fields. A failed upload stops before the fields are sent.
 */
export async function saveTeacherProfile(
  client: ApiClient,
  { id, fields, files = {} }: TeacherProfileSaveVariables,
): Promise<TeacherSelf> {
  if (hasTeacherFiles(files)) await uploadTeacherFiles(client, { id, files });
  return updateTeacher(client, { id, ...fields });
}

/** The personal-info form of the profile: files first, then fields; the profile is refetched. */
export function useSaveTeacherProfile(
  options: MutationHookOptions<TeacherSelf, TeacherProfileSaveVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: TeacherProfileSaveVariables) => saveTeacherProfile(client, variables),
    TEACHER_WRITE_INVALIDATES,
    options,
  );
}
