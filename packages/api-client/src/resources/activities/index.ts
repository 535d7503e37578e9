// @portal/api-client/activities: the activities resource's reads, writes and types.
export {
  activityPaths,
  activityKeys,
  ACTIVITY_WRITE_INVALIDATES,
  withoutEmptySearch,
} from './keys';
export type {
  ActivityListParams,
  ActivityOrdering,
  ActivityStatusFilter,
  StudentOverviewParams,
} from './keys';
export { activityListQueryOptions, useActivities } from './activity-list-query';
export type { Activity, ActivityList } from './activity-list-query';
export { activityQueryOptions, useActivity } from './activity-query';
export { nextActivityQueryOptions, useNextActivity } from './activity-next-query';
export type { NextActivity } from './activity-next-query';
export { overdueActivitiesQueryOptions, useOverdueActivities } from './activity-overdue-query';
export type { OverdueCount } from './activity-overdue-query';
export {
  activityStudentOverviewQueryOptions,
  useActivityStudentOverview,
} from './activity-student-overview-query';
export type { StudentOverviewList, StudentOverviewRow } from './activity-student-overview-query';
export {
  createActivity,
  useCreateActivity,
  type NewActivitySave,
} from './activity-create-mutation';
export type { ActivityCreate } from './activity-create-mutation';
export { updateActivity, useUpdateActivity } from './activity-update-mutation';
export type { ActivityUpdate, ActivityUpdateVariables } from './activity-update-mutation';
export { deleteActivity, useDeleteActivity } from './activity-delete-mutation';
