import { unwrap } from '../../client/unwrap';
import type { Schemas } from '../../contract';
import {
  useInvalidatingMutation,
  type MutationHookOptions,
} from '../../query/use-invalidating-mutation';
import { useApiClient, type ApiClient } from '../../react/api-client-context';
import type { Activity } from './activity-list-query';
import { ACTIVITY_WRITE_INVALIDATES, activityPaths } from './keys';

export type ActivityCreate = Schemas['ActivityCreate'];

/** `POST activity/activity/`: a new own activity. */
export function createActivity(client: ApiClient, body: ActivityCreate): Promise<Activity> {
  return unwrap(client.POST(activityPaths.list, { body }));
}

/** Saves a new activity; activity reads, pay and student hours are refetched. */
export function useCreateActivity(options: MutationHookOptions<Activity, ActivityCreate> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (body: ActivityCreate) => createActivity(client, body),
    ACTIVITY_WRITE_INVALIDATES,
    options,
  );
}
