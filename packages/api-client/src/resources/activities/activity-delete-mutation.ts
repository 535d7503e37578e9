import { unwrapDeleted } from '../../client/unwrap';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import { ACTIVITY_WRITE_INVALIDATES, activityPaths } from './keys';

/** `DELETE activity/activity/{id}/`. */
export async function deleteActivity(client: ApiClient, id: number): Promise<void> {
  await unwrapDeleted(client.DELETE(activityPaths.detail, { params: { path: { id } } }));
}

/** 'Slett aktivitet': deletes an own activity; activity reads, pay and student hours are refetched. */
export function useDeleteActivity(options: MutationHookOptions<void, number> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => deleteActivity(client, id),
    ACTIVITY_WRITE_INVALIDATES,
    options,
  );
}
