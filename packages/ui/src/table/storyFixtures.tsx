// Story-only: a fake server paging the api-client's roster students, so DataTable stories behave
// like a real screen without a mocked API (DataTable knows no resource).
import { useEffect, useEffectEvent } from 'react';
import { Box, HStack, Switch, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@portal/domain/format';
import { pageOffset } from '@portal/domain/paging';
import type { Student } from '@portal/api-client/students';
import { makeRosterStudent } from '@portal/api-client/mocks';
import { DataTable, type DataTableProps } from './DataTable';
import { SearchInput } from './SearchInput';
import { useTableQueryState } from './useTableQueryState';

/** 25 students of the api-client's roster (`makeRosterStudent`): three pages of ten. */
export const STUDENTS: Student[] = Array.from({ length: 25 }, (_, i) => makeRosterStudent(i));

export const studentColumns: ColumnDef<Student, unknown>[] = [
  {
    id: 'full_name',
    accessorKey: 'full_name',
    header: 'Navn',
    meta: { label: 'Navn', sortKey: 'full_name' },
  },
  {
    id: 'phone_number',
    accessorKey: 'phone_number',
    header: 'Telefon',
    meta: { label: 'Telefon', hideable: true, visibleFrom: 'md' },
  },
  {
    id: 'city_name',
    accessorKey: 'city_name',
    header: 'By',
    meta: { label: 'By', hideable: true, visibleFrom: 'sm', sortKey: 'city_name' },
  },
  {
    id: 'hours',
    // '2.50' as 2.5: the design system's stories do not format hours the way features do.
    accessorFn: (row) => Number(row.number_of_hours_remaining_in_packages),
    header: 'Timer igjen',
    meta: {
      label: 'Timer igjen',
      hideable: true,
      visibleFrom: 'lg',
      sortKey: 'number_of_hours_remaining_in_packages',
    },
  },
];

/** Every column at every width, plus registration date and status: wider than a phone. */
export const wideStudentColumns: ColumnDef<Student, unknown>[] = [
  ...studentColumns.map(({ meta, ...column }) => ({
    ...column,
    meta: { ...meta, visibleFrom: undefined },
  })),
  {
    id: 'created_at',
    accessorFn: (row) => formatDate(row.created_at),
    header: 'Registrert',
    meta: { label: 'Registrert' },
  },
  {
    id: 'is_active',
    accessorKey: 'is_active',
    header: 'Status',
    cell: ({ getValue }) => (getValue() ? 'Aktiv' : 'Inaktiv'),
    meta: { label: 'Status' },
  },
];

interface FakeQuery {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
  filters?: Readonly<Record<string, unknown>>;
}

/** What a DRF list endpoint would answer: filtered by search, sorted by ordering, one page. */
export function fakeStudentPage(
  rows: Student[],
  q: FakeQuery,
): { count: number; results: Student[] } {
  const needle = q.search.trim().toLowerCase();
  const onlyActive = q.filters?.is_active === true;
  const filtered = rows.filter(
    (r) => (!needle || r.full_name.toLowerCase().includes(needle)) && (!onlyActive || r.is_active),
  );
  const field = q.ordering.replace(/^-/, '') as keyof Student;
  const sorted = q.ordering
    ? [...filtered].sort((a, b) => {
        const cmp = String(a[field]).localeCompare(String(b[field]), 'nb', { numeric: true });
        return q.ordering.startsWith('-') ? -cmp : cmp;
      })
    : filtered;
  const offset = pageOffset(q.page, q.pageSize);
  return { count: filtered.length, results: sorted.slice(offset, offset + q.pageSize) };
}

export function StudentDetails({ row }: { row: Student }) {
  return (
    <Box>
      <Text fontWeight="semibold">{row.full_name}</Text>
      <Text>Telefon: {row.phone_number}</Text>
      <Text>By: {row.city_name}</Text>
    </Box>
  );
}

export type StudentTableDemoProps = Pick<
  DataTableProps<Student>,
  'onPrefetchPage' | 'initialExpanded' | 'isLoading' | 'isError' | 'onRetry'
> & {
  rows?: Student[];
  /** Default: studentColumns, which hide below their breakpoints. */
  columns?: ColumnDef<Student, unknown>[];
  expandable?: boolean;
  withSearch?: boolean;
  /** Adds the toggle 'Vis inaktive elever' (only active students by default). */
  withActiveFilter?: boolean;
  defaultOrdering?: string;
  /** Reports each query the table would send, so play functions can assert on it. */
  onQuery?: (query: FakeQuery) => void;
  /** With `isLoading`: the rows stay, as a screen's kept page does while the next one loads. */
  keptPage?: boolean;
};

/** A student list wired like a screen: useTableQueryState + SearchInput + DataTable over a fake server. */
export function StudentTableDemo({
  rows = STUDENTS,
  columns = studentColumns,
  expandable = false,
  withSearch = false,
  withActiveFilter = false,
  defaultOrdering = '',
  onQuery,
  keptPage = false,
  ...tableProps
}: StudentTableDemoProps) {
  const { state, setPage, setPageSize, setSearch, setOrdering, setFilter } = useTableQueryState({
    defaultOrdering,
    defaultFilters: withActiveFilter ? { is_active: true } : {},
  });
  const { page, pageSize, search, ordering } = state;
  const query = { page, pageSize, search, ordering, filters: state.filters };
  const reportQuery = useEffectEvent((q: FakeQuery) => onQuery?.(q));
  useEffect(
    () => reportQuery({ page, pageSize, search, ordering }),
    [page, pageSize, search, ordering],
  );
  const { count, results } = fakeStudentPage(rows, query);
  const showsRows = !tableProps.isLoading || keptPage;
  return (
    <DataTable<Student>
      label="Elever"
      columns={columns}
      data={showsRows ? results : undefined}
      count={showsRows ? count : 0}
      state={state}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      onOrderingChange={setOrdering}
      getRowId={(row) => String(row.id)}
      renderExpanded={expandable ? (row) => <StudentDetails row={row} /> : undefined}
      toolbar={
        withSearch || withActiveFilter ? (
          <HStack gap="4" wrap="wrap">
            {withSearch && (
              <SearchInput value={state.search} onChange={setSearch} label="Søk etter elev" />
            )}
            {withActiveFilter && (
              <Switch.Root
                checked={state.filters.is_active !== true}
                onCheckedChange={(details) =>
                  setFilter('is_active', details.checked ? undefined : true)
                }
              >
                <Switch.HiddenInput />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label>Vis inaktive elever</Switch.Label>
              </Switch.Root>
            )}
          </HStack>
        ) : undefined
      }
      {...tableProps}
    />
  );
}
