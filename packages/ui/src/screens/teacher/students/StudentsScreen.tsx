import { Stack, Switch } from '@chakra-ui/react';
import { useStudents, type StudentOrdering } from '@portal/api-client/students';
import { pageOffset } from '@portal/domain/paging';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import { SearchInput } from '../../../table/SearchInput';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { StudentDetails } from '../../../features/students/StudentDetails';
import { STUDENT_COLUMNS } from './studentColumns';
import { StudentSubjectAdder } from './StudentSubjectAdder';

export const SHOW_INACTIVE_LABEL = 'Vis inaktive elever';
export const NO_STUDENTS_TEXT = 'Du har ingen elever å vise';
export const STUDENTS_LOAD_ERROR = 'Kunne ikke hente elevene dine';
export const STUDENT_LOAD_ERROR = 'Kunne ikke hente eleven';

/**
 * /teacher/students ('Mine elever'): the teacher's students, paged from 0 with the next page
 * prefetched, sortable by `ordering`; only active students unless 'Vis inaktive elever' is on.
 */
export function StudentsScreen() {
  const list = useTableQueryState({ defaultFilters: { showInactive: false } });
  const { page, pageSize, search, ordering, filters } = list.state;
  const showInactive = filters.showInactive === true;
  const students = useStudents({
    limit: pageSize,
    offset: pageOffset(page, pageSize),
    search,
    ordering: ordering === '' ? undefined : (ordering as StudentOrdering),
    // All students (active and inactive) with the toggle on; only active ones otherwise.
    is_active: showInactive ? undefined : true,
  });

  return (
    <Stack gap="4">
      <PageHeader title="Mine elever" />
      <DataTable
        label="Mine elever"
        columns={STUDENT_COLUMNS}
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
            loadErrorText={STUDENT_LOAD_ERROR}
            actions={(student) => <StudentSubjectAdder student={student} />}
          />
        )}
        toolbar={
          <Stack
            direction={{ base: 'column', md: 'row' }}
            gap="3"
            align={{ base: 'stretch', md: 'center' }}
          >
            <SearchInput value={search} onChange={list.setSearch} label="Søk etter elev" />
            <Switch.Root
              checked={showInactive}
              onCheckedChange={(details) => list.setFilter('showInactive', details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{SHOW_INACTIVE_LABEL}</Switch.Label>
            </Switch.Root>
          </Stack>
        }
      />
    </Stack>
  );
}
