import { Stack } from '@chakra-ui/react';
import { useTeachers, type StaffTeacher, type TeacherOrdering } from '@portal/api-client/teachers';
import { pageOffset } from '@portal/domain/paging';
import { useState } from 'react';
import { PageHeader } from '../../../layout/PageHeader';
import { DataTable } from '../../../table/DataTable';
import { KEEP_PAGE_WHILE_LOADING, pageLoading } from '../../../table/keptPage';
import { useTableQueryState } from '../../../table/useTableQueryState';
import { TeacherDetails } from './TeacherDetails';
import { TeacherEditDialog } from './TeacherEditDialog';
import { NO_TEACHER_FILTERS, TeacherFilters, type TeacherFilterValues } from './TeacherFilters';
import { teacherColumns } from './teacherColumns';
import { NO_TEACHERS_TEXT, TEACHERS_LOAD_ERROR, TEACHER_OVERVIEW_TITLE } from './teacherTexts';

/**
 * /sales/teacher-overview ('Læreroversikt'): every teacher, newest first unless sorted, paged on
 * the server with the next page prefetched; the seed's filters (subjects, city, wants students,
 * tablet); active teachers only unless 'Vis inaktive lærere' (inactive ones in red). A row opens to
 * the teacher's subjects, students and staff's notes, with 'Rediger lærer'.
 */
export function TeacherOverviewScreen() {
  const list = useTableQueryState({ defaultFilters: { ...NO_TEACHER_FILTERS } });
  const { page, pageSize, search, ordering } = list.state;
  const filters = list.state.filters as unknown as TeacherFilterValues;
  const teachers = useTeachers(
    {
      limit: pageSize,
      offset: pageOffset(page, pageSize),
      search,
      ordering: ordering === '' ? undefined : (ordering as TeacherOrdering),
      subjects: filters.subjects,
      city: filters.city === '' ? undefined : filters.city,
      wants_student: filters.wants === '' ? undefined : filters.wants === 'true',
      owns_tablet: filters.tablet === '' ? undefined : filters.tablet,
      // Active teachers only, unless inactive ones are asked for too.
      is_active: filters.showInactive ? undefined : true,
    },
    KEEP_PAGE_WHILE_LOADING,
  );
  const [editing, setEditing] = useState<StaffTeacher | null>(null);

  return (
    <Stack gap="4" minW="0">
      <PageHeader title={TEACHER_OVERVIEW_TITLE} />
      <DataTable
        label={TEACHER_OVERVIEW_TITLE}
        columns={teacherColumns}
        data={teachers.data?.results}
        count={teachers.data?.count ?? 0}
        state={{ page, pageSize, ordering }}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        onOrderingChange={list.setOrdering}
        isLoading={pageLoading(teachers)}
        isError={teachers.isError}
        onRetry={() => void teachers.refetch()}
        errorText={TEACHERS_LOAD_ERROR}
        emptyText={NO_TEACHERS_TEXT}
        getRowId={(row) => String(row.id)}
        renderExpanded={(row) => <TeacherDetails teacher={row} onEdit={setEditing} />}
        toolbar={
          <TeacherFilters
            search={search}
            onSearch={list.setSearch}
            filters={filters}
            onChange={(name, value) => list.setFilter(name, value)}
          />
        }
      />
      <TeacherEditDialog teacher={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
