import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { unwrap } from '../../client/unwrap';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { teacherPaths } from './keys';
import type { TeacherFileField } from './teacher-files-upload-mutation';

export type TeacherFileDownloadVariables = { id: number; field: TeacherFileField };

/**
 * `GET user/teacher/{id}/files/{field}/`: a stored PDF as a Blob. The route needs the JWT header,
 * so a plain link cannot open it; the caller shows the Blob (an object URL in a new tab).
 */
export function downloadTeacherFile(
  client: ApiClient,
  { id, field }: TeacherFileDownloadVariables,
): Promise<Blob> {
  return unwrap(
    client.GET(teacherPaths.file, { params: { path: { id, field } }, parseAs: 'blob' }),
  );
}

/** Fetches a stored teacher PDF on demand (a mutation: it runs on a click and is not cached). */
export function useDownloadTeacherFile(
  options: Omit<UseMutationOptions<Blob, Error, TeacherFileDownloadVariables>, 'mutationFn'> = {},
) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (variables: TeacherFileDownloadVariables) => downloadTeacherFile(client, variables),
    ...options,
  });
}
