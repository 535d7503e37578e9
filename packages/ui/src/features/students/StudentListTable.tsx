import { Switch } from '@chakra-ui/react';
import { useStudents, type Student, type StudentOrdering } from '@portal/api-client/students';
import { pageOffset } from '@portal/domain/paging';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../table/keptPage';
import { SearchInput } from '../../table/SearchInput';
import { TableToolbar } from '../../table/TableToolbar';
import { useTableQueryState } from '../../table/useTableQueryState';

export const SEARCH_STUDENTS_LABEL = 'Søk etter elev';
export const SHOW_INACTIVE_STUDENTS_LABEL = 'Vis inaktive elever';

export interface StudentListTableProps {
  /** The table's accessible name (the page's title). */
  label: string;
  columns: DataTableProps<Student>['columns'];
  emptyText: string;
  errorText: string;
  /** The expanded row (the area's `StudentDetails`). */
  renderExpanded: (student: Student) => ReactNode;
}

/**
 * A list of students as GET user/student/ gives them to the viewer (the teacher's own, or every
 * student for staff): paged on the server with the next page prefetched, sortable by `ordering`,
 * searched, and only active students unless 'Vis inaktive elever' is on. The screen gives the
 * columns, its texts and the expanded row.
 */
export function StudentListTable({
  label,
  columns,
  emptyText,
  errorText,
  renderExpanded,
}: StudentListTableProps) {
  const list = useTableQueryState({ defaultFilters: { showInactive: false } });
  const { page, pageSize, search, ordering, filters } = list.state;
  const showInactive = filters.showInactive === true;
  const students = useStudents(
    {
      limit: pageSize,
      offset: pageOffset(page, pageSize),
      search,
      ordering: ordering === '' ? undefined : (ordering as StudentOrdering),
      // All students (active and inactive) with the toggle on; only active ones otherwise.
      is_active: showInactive ? undefined : true,
    },
    KEEP_PAGE_WHILE_LOADING,
  );

  return (
    <DataTable
      label={label}
      columns={columns}
      data={students.data?.results}
      count={students.data?.count ?? 0}
      state={{ page, pageSize, ordering }}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      onOrderingChange={list.setOrdering}
      isLoading={pageLoading(students)}
      isError={students.isError}
      onRetry={() => void students.refetch()}
      errorText={errorText}
      emptyText={emptyText}
      getRowId={(row) => String(row.id)}
      renderExpanded={renderExpanded}
      toolbar={
        <TableToolbar>
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
        </TableToolbar>
      }
    />
  );
}
