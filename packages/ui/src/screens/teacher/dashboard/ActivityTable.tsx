import { Heading, Stack } from '@chakra-ui/react';
import { useActivities } from '@portal/api-client/activities';
import {
  ACTIVITY_STATUS_FILTERS,
  ACTIVITY_STATUS_FILTER_LABELS,
  type ActivityStatusFilter,
} from '@portal/domain/activity';
import { pageOffset } from '@portal/domain/paging';
import { OptionSelect } from '../../../form/OptionSelect';
import type { FieldOption } from '../../../form/options';
import { DataTable } from '../../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../../table/keptPage';
import { SearchInput } from '../../../table/SearchInput';
import { TableToolbar } from '../../../table/TableToolbar';
import type { TableQueryState } from '../../../table/useTableQueryState';
import { ActivityRowDetails } from './ActivityRowDetails';
import { activityColumns } from './activityColumns';

export const ACTIVITY_TABLE_LABEL = 'Aktiviteter';
export const NO_ACTIVITIES_TEXT = 'Ingen aktiviteter å vise';
export const ACTIVITIES_LOAD_ERROR = 'Kunne ikke hente aktivitetene.';

export const ACTIVITY_TABLE_HEADING_ID = 'activity-table-title';
export const STATUS_FILTER_LABEL = 'Vis status';
/** The status filter's choices: every status, or one display status of seed 000 §4. */
export const STATUS_FILTER_OPTIONS: readonly FieldOption<ActivityStatusFilter | ''>[] = [
  { value: '', label: 'Alle statuser' },
  ...ACTIVITY_STATUS_FILTERS.map((value) => ({
    value,
    label: ACTIVITY_STATUS_FILTER_LABELS[value],
  })),
];

/** The list filter that holds the chosen status (the dashboard's pay card sets it too). */
export const STATUS_FILTER = 'status';

const statusOf = (list: TableQueryState): ActivityStatusFilter | undefined =>
  (list.state.filters[STATUS_FILTER] as ActivityStatusFilter | undefined) || undefined;

/**
 * The teacher's activities, a page at a time, newest first, with search and a status filter; the
 * next page is prefetched. The list state comes from the screen, so other cards can filter it.
 */
export function ActivityTable({ list }: { list: TableQueryState }) {
  const { state, setPage, setPageSize, setSearch, setFilter } = list;
  const status = statusOf(list);
  const activities = useActivities(
    {
      limit: state.pageSize,
      offset: pageOffset(state.page, state.pageSize),
      search: state.search,
      status,
    },
    KEEP_PAGE_WHILE_LOADING,
  );

  return (
    <Stack as="section" aria-labelledby={ACTIVITY_TABLE_HEADING_ID} gap="3" minW="0">
      <Heading as="h2" size="md" id={ACTIVITY_TABLE_HEADING_ID} tabIndex={-1} outline="none">
        {ACTIVITY_TABLE_LABEL}
      </Heading>
      <DataTable
        label={ACTIVITY_TABLE_LABEL}
        columns={activityColumns}
        data={activities.data?.results}
        count={activities.data?.count ?? 0}
        state={{ page: state.page, pageSize: state.pageSize }}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={pageLoading(activities)}
        isError={activities.isError}
        onRetry={() => void activities.refetch()}
        errorText={ACTIVITIES_LOAD_ERROR}
        emptyText={NO_ACTIVITIES_TEXT}
        getRowId={(activity) => String(activity.id)}
        renderExpanded={(activity) => <ActivityRowDetails activity={activity} />}
        toolbar={
          <TableToolbar>
            <SearchInput value={state.search} onChange={setSearch} label="Søk i aktiviteter" />
            <OptionSelect
              aria-label={STATUS_FILTER_LABEL}
              width={{ base: 'full', md: 'auto' }}
              options={STATUS_FILTER_OPTIONS}
              value={status ?? ''}
              onChange={(value) => setFilter(STATUS_FILTER, value || undefined)}
            />
          </TableToolbar>
        }
      />
    </Stack>
  );
}
