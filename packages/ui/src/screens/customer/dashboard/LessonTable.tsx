import { Heading, Stack } from '@chakra-ui/react';
import { useActivities } from '@portal/api-client/activities';
import { pageOffset } from '@portal/domain/paging';
import { DataTable } from '../../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../../table/keptPage';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { LESSONS_LOAD_ERROR, LESSONS_TITLE, NO_RESULTS_TEXT } from '../shared/customerTexts';
import { LessonDetails } from './LessonDetails';
import { lessonColumns } from './lessonColumns';

const HEADING_ID = 'customer-lessons-title';

/** The lessons of the customer's students, newest first, a page at a time; a row opens to its summary. */
export function LessonTable() {
  const { state, setPage, setPageSize, setSearch } = useTableQueryState();
  const lessons = useActivities(
    {
      limit: state.pageSize,
      offset: pageOffset(state.page, state.pageSize),
      search: state.search,
    },
    KEEP_PAGE_WHILE_LOADING,
  );
  return (
    <Stack as="section" aria-labelledby={HEADING_ID} gap="3" minW="0">
      <Heading as="h2" size="md" id={HEADING_ID}>
        {LESSONS_TITLE}
      </Heading>
      <DataTable
        label={LESSONS_TITLE}
        columns={lessonColumns}
        data={lessons.data?.results}
        count={lessons.data?.count ?? 0}
        state={{ page: state.page, pageSize: state.pageSize }}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isLoading={pageLoading(lessons)}
        isError={lessons.isError}
        onRetry={() => void lessons.refetch()}
        errorText={LESSONS_LOAD_ERROR}
        emptyText={NO_RESULTS_TEXT}
        getRowId={(lesson) => String(lesson.id)}
        renderExpanded={(lesson) => <LessonDetails lesson={lesson} />}
        toolbar={<SearchInput value={state.search} onChange={setSearch} label="Søk i timer" />}
      />
    </Stack>
  );
}
