import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { TEACHER_WRITE_INVALIDATES, teacherPaths } from './keys';
import type { TeacherSelf } from './teacher-self-query';

export type TeacherFileField = Schemas['TeacherFileField'];
/** The PDFs to upload, by field; fields left out keep their file. */
export type TeacherFileUploads = Partial<Record<TeacherFileField, Blob>>;
export type TeacherFilesUploadVariables = { id: number; files: TeacherFileUploads };

/** True when at least one file is chosen. */
export function hasTeacherFiles(files: TeacherFileUploads): boolean {
  return Object.values(files).some((file) => file !== undefined);
}

function toFormData(files: TeacherFileUploads): FormData {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) {
    if (file !== undefined) form.append(field, file);
  }
  return form;
}

/** `PATCH user/teacher/{id}/` as multipart/form-data with PDF files. */
export function uploadTeacherFiles(
  client: ApiClient,
  { id, files }: TeacherFilesUploadVariables,
): Promise<TeacherSelf> {
  return unwrap(
    client.PATCH(teacherPaths.detail, {
      params: { path: { id } },
      // openapi-fetch passes a FormData body through untouched and lets the runtime set the
      // multipart content type with its boundary; the contract types binary fields as strings.
      body: toFormData(files) as unknown as Schemas['TeacherFiles'],
    }),
  );
}

/** Uploads teacher PDFs (police report, diploma, university grades). */
export function useUploadTeacherFiles(
  options: MutationHookOptions<TeacherSelf, TeacherFilesUploadVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: TeacherFilesUploadVariables) => uploadTeacherFiles(client, variables),
    TEACHER_WRITE_INVALIDATES,
    options,
  );
}
