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

/**
 * A new activity's save: its body and its form's key (`newRequestKey`), the same for every press
 * until the activity is saved. A save sent again after its answer was lost then gets the activity
 * the first one made instead of a second one (the API's Idempotency-Key).
 */
export interface NewActivitySave {
  body: ActivityCreate;
  requestKey: string;
}

/** `POST activity/activity/`: a new own activity. */
export function createActivity(
  client: ApiClient,
  { body, requestKey }: NewActivitySave,
): Promise<Activity> {
  return unwrap(
    client.POST(activityPaths.list, {
      body,
      params: { header: { 'idempotency-key': requestKey } },
    }),
  );
}

/** Saves a new activity; activity reads, pay and student hours are refetched. */
export function useCreateActivity(options: MutationHookOptions<Activity, NewActivitySave> = {}) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (save: NewActivitySave) => createActivity(client, save),
    ACTIVITY_WRITE_INVALIDATES,
    options,
  );
}
