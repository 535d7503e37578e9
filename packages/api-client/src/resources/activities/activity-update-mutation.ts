import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Activity } from './activity-list-query';
import { ACTIVITY_WRITE_INVALIDATES, activityPaths } from './keys';

export type ActivityUpdate = Schemas['ActivityUpdate'];
/** The activity's id plus the fields to change (fields left out keep their value). */
export type ActivityUpdateVariables = ActivityUpdate & { id: number };

/** `PATCH activity/activity/{id}/`. */
export function updateActivity(
  client: ApiClient,
  { id, ...body }: ActivityUpdateVariables,
): Promise<Activity> {
  return unwrap(client.PATCH(activityPaths.detail, { params: { path: { id } }, body }));
}

/** Saves changes to an own activity; activity reads, pay and student hours are refetched. */
export function useUpdateActivity(
  options: MutationHookOptions<Activity, ActivityUpdateVariables> = {},
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (variables: ActivityUpdateVariables) => updateActivity(client, variables),
    ACTIVITY_WRITE_INVALIDATES,
    options,
  );
}
