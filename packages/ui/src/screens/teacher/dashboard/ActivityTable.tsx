import { Heading, Stack } from '@chakra-ui/react';
import { useActivities } from '@portal/api-client';
import { pageOffset } from '@portal/domain';
import { DataTable } from '../../../table/DataTable';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { ActivityRowDetails } from './ActivityRowDetails';
import { activityColumns } from './activityColumns';

export const ACTIVITY_TABLE_LABEL = 'Aktiviteter';
export const NO_ACTIVITIES_TEXT = 'Ingen aktiviteter å vise';
export const ACTIVITIES_LOAD_ERROR = 'Kunne ikke hente aktivitetene.';

/** The teacher's activities, a page at a time, newest first, with search; the next page is prefetched. */
export function ActivityTable() {
  const { state, setPage, setPageSize, setSearch } = useTableQueryState();
  const activities = useActivities({
    limit: state.pageSize,
    offset: pageOffset(state.page, state.pageSize),
    search: state.search,
  });

  return (
    <Stack as="section" aria-labelledby="activity-table-title" gap="3" minW="0">
      <Heading as="h2" size="md" id="activity-table-title">
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
        isLoading={activities.isPending}
        isError={activities.isError}
        onRetry={() => void activities.refetch()}
        errorText={ACTIVITIES_LOAD_ERROR}
        emptyText={NO_ACTIVITIES_TEXT}
        getRowId={(activity) => String(activity.id)}
        renderExpanded={(activity) => <ActivityRowDetails activity={activity} />}
        toolbar={
          <SearchInput value={state.search} onChange={setSearch} label="Søk i aktiviteter" />
        }
      />
    </Stack>
  );
}
