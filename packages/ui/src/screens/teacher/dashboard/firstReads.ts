import type { ApiClient } from '@portal/api-client';
import {
  activityListQueryOptions,
  nextActivityQueryOptions,
  overdueActivitiesQueryOptions,
} from '@portal/api-client/activities';
import { nextPaymentQueryOptions } from '@portal/api-client/salary';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/paging';

/**
 * The reads `TeacherDashboardScreen` makes on its first render, with the keys its hooks use: the
 * pay card's next payment and overdue count, 'Neste aktivitet' and the table's first page (no
 * search, no status). The portal puts them into the cache before the screen's first render on
 * the first load, so that render shows the data rather than spinners that data then replaces.
 */
export function teacherDashboardFirstReads(client: ApiClient) {
  return [
    nextPaymentQueryOptions(client),
    overdueActivitiesQueryOptions(client),
    nextActivityQueryOptions(client),
    activityListQueryOptions(client, { limit: DEFAULT_PAGE_SIZE, offset: 0, search: '' }),
  ] as const;
}
