import type { ReactNode } from 'react';
import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import type { Student } from '@portal/api-client/students';
import { orDash } from '../../format/orDash';
import type { ColumnBreakpoint } from '../../table/columnMeta';
import { formatHoursShort } from './hours';

const column = createColumnHelper<Student>();

/*
 * The columns 'Mine elever' (teacher) and 'Studentoversikt' (staff) share: each says once its
 * header, the API's `ordering` field and how its value reads. A screen picks its columns, their
 * order and from which breakpoint each shows.
 */

/** The name, on every width; `cell` where a screen shows more beside it (an inactive badge). */
export const studentNameColumn = (cell?: (info: CellContext<Student, string>) => ReactNode) =>
  column.accessor('full_name', {
    header: 'Navn',
    ...(cell ? { cell } : {}),
    meta: { label: 'Navn', sortKey: 'full_name' },
  });

export const studentCityColumn = (visibleFrom: ColumnBreakpoint) =>
  column.accessor('city_name', {
    header: 'By',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'By', sortKey: 'city_name', visibleFrom, hideable: true },
  });

/** The hours left in the student's packages, on every width: what both lists are read for. */
export const hoursLeftColumn = () =>
  column.accessor('number_of_hours_remaining_in_packages', {
    header: 'Timer igjen',
    cell: (info) => formatHoursShort(info.getValue()),
    meta: {
      label: 'Timer igjen',
      sortKey: 'number_of_hours_remaining_in_packages',
      hideable: true,
    },
  });

export const daysSinceLastActivityColumn = (visibleFrom: ColumnBreakpoint) =>
  column.accessor('days_since_last_activity', {
    header: 'Dager siden siste aktivitet',
    cell: (info) => orDash(info.getValue()),
    meta: {
      label: 'Dager siden siste aktivitet',
      sortKey: 'days_since_last_activity',
      visibleFrom,
      hideable: true,
    },
  });

export const plannedHoursColumn = (visibleFrom: ColumnBreakpoint) =>
  column.accessor('number_of_planned_hours', {
    header: 'Planlagte timer',
    cell: (info) => formatHoursShort(info.getValue()),
    meta: {
      label: 'Planlagte timer',
      sortKey: 'number_of_planned_hours',
      visibleFrom,
      hideable: true,
    },
  });
