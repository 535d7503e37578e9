import type { ColumnDef } from '@tanstack/react-table';
import type { Student } from '@portal/api-client/students';
import { formatHoursShort } from '../../../features/students/hours';

/** The columns of 'Mine elever'; sortKey is the API's `ordering` field, visibleFrom the breakpoint. */
export const STUDENT_COLUMNS: ColumnDef<Student, unknown>[] = [
  {
    id: 'full_name',
    header: 'Navn',
    accessorKey: 'full_name',
    meta: { label: 'Navn', sortKey: 'full_name' },
  },
  {
    id: 'phone_number',
    header: 'Telefon',
    accessorKey: 'phone_number',
    meta: { label: 'Telefon', sortKey: 'phone_number', visibleFrom: 'sm', hideable: true },
  },
  {
    id: 'city_name',
    header: 'By',
    accessorFn: (row) => row.city_name ?? '–',
    meta: { label: 'By', sortKey: 'city_name', visibleFrom: 'lg', hideable: true },
  },
  {
    id: 'number_of_hours_remaining_in_packages',
    header: 'Timer igjen',
    accessorFn: (row) => formatHoursShort(row.number_of_hours_remaining_in_packages),
    meta: {
      label: 'Timer igjen',
      sortKey: 'number_of_hours_remaining_in_packages',
      hideable: true,
    },
  },
  {
    id: 'days_since_last_activity',
    header: 'Dager siden siste aktivitet',
    accessorFn: (row) =>
      row.days_since_last_activity === null ? '–' : String(row.days_since_last_activity),
    meta: {
      label: 'Dager siden siste aktivitet',
      sortKey: 'days_since_last_activity',
      visibleFrom: 'md',
      hideable: true,
    },
  },
  {
    id: 'number_of_planned_hours',
    header: 'Planlagte timer',
    accessorFn: (row) => formatHoursShort(row.number_of_planned_hours),
    meta: {
      label: 'Planlagte timer',
      sortKey: 'number_of_planned_hours',
      visibleFrom: 'md',
      hideable: true,
    },
  },
];
