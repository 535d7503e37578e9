import { Stack, Switch } from '@chakra-ui/react';
import { useStudents, type StudentOrdering } from '@portal/api-client/students';
import { pageOffset } from '@portal/domain/paging';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { StudentDetails } from '../../../features/students/StudentDetails';
import { StudentActivitiesTable } from './StudentActivitiesTable';
import { staffStudentColumns } from './staffStudentColumns';
import {
  NO_STUDENTS_TEXT,
  SEARCH_STUDENTS_LABEL,
  SHOW_INACTIVE_STUDENTS_LABEL,
  STUDENTS_LOAD_ERROR,
  STUDENT_DETAIL_LOAD_ERROR,
  STUDENT_OVERVIEW_TITLE,
} from './studentOverviewTexts';

/**
 * /sales/student-overview ('Studentoversikt'): every student, newest first unless sorted (the
 * API's default for staff), paged on the server with the next page prefetched; active students
 * only unless 'Vis inaktive elever'. A row opens to the student's receivers, packages and lessons.
 */
export function StudentOverviewScreen() {
  const list = useTableQueryState({ defaultFilters: { showInactive: false } });
  const { page, pageSize, search, ordering, filters } = list.state;
  const showInactive = filters.showInactive === true;
  const students = useStudents({
    limit: pageSize,
    offset: pageOffset(page, pageSize),
    search,
    ordering: ordering === '' ? undefined : (ordering as StudentOrdering),
    is_active: showInactive ? undefined : true,
  });

  return (
    <Stack gap="4" minW="0">
      <PageHeader title={STUDENT_OVERVIEW_TITLE} />
      <DataTable
        label={STUDENT_OVERVIEW_TITLE}
        columns={staffStudentColumns}
        data={students.data?.results}
        count={students.data?.count ?? 0}
        state={{ page, pageSize, ordering }}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        onOrderingChange={list.setOrdering}
        isLoading={students.isPending}
        isError={students.isError}
        onRetry={() => void students.refetch()}
        errorText={STUDENTS_LOAD_ERROR}
        emptyText={NO_STUDENTS_TEXT}
        getRowId={(row) => String(row.id)}
        renderExpanded={(row) => (
          <StudentDetails
            studentId={row.id}
            loadErrorText={STUDENT_DETAIL_LOAD_ERROR}
            showName
            moreSections={({ activities }) => [
              { title: 'Aktiviteter', content: <StudentActivitiesTable activities={activities} /> },
            ]}
          />
        )}
        toolbar={
          <Stack
            direction={{ base: 'column', md: 'row' }}
            gap="3"
            align={{ base: 'stretch', md: 'center' }}
          >
            <SearchInput value={search} onChange={list.setSearch} label={SEARCH_STUDENTS_LABEL} />
            <Switch.Root
              checked={showInactive}
              onCheckedChange={(details) => list.setFilter('showInactive', details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{SHOW_INACTIVE_STUDENTS_LABEL}</Switch.Label>
            </Switch.Root>
          </Stack>
        }
      />
    </Stack>
  );
}
