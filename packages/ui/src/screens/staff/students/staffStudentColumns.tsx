import { Badge, HStack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Student } from '@portal/api-client/students';
import { formatDate } from '@portal/domain/format';
import { contactColumns } from '../../../features/users/contactColumns';
import { formatHoursShort } from '../../../features/students/hours';
import { INACTIVE_STUDENT_LABEL } from './studentOverviewTexts';
import { orDash } from '../../../format/orDash';

const column = createColumnHelper<Student>();

/**
 * 'Studentoversikt': phones show the name and hours left; the city from 640 px (sm), e-mail and
 * days since the last lesson from 768 px (md), phone, planned hours and registration date from
 * 1024 px (lg). sortKey is the API's `ordering` field.
 */
export const staffStudentColumns = [
  column.accessor('full_name', {
    header: 'Navn',
    cell: (info) =>
      info.row.original.is_active ? (
        info.getValue()
      ) : (
        <HStack gap="2" wrap="wrap">
          <Text as="span">{info.getValue()}</Text>
          <Badge variant="outline">{INACTIVE_STUDENT_LABEL}</Badge>
        </HStack>
      ),
    meta: { label: 'Navn', sortKey: 'full_name' },
  }),
  ...contactColumns<Student>(),
  column.accessor('city_name', {
    header: 'By',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'By', sortKey: 'city_name', visibleFrom: 'sm', hideable: true },
  }),
  column.accessor('number_of_hours_remaining_in_packages', {
    header: 'Timer igjen',
    cell: (info) => formatHoursShort(info.getValue()),
    meta: {
      label: 'Timer igjen',
      sortKey: 'number_of_hours_remaining_in_packages',
      hideable: true,
    },
  }),
  column.accessor('days_since_last_activity', {
    header: 'Dager siden siste aktivitet',
    cell: (info) => orDash(info.getValue()),
    meta: {
      label: 'Dager siden siste aktivitet',
      sortKey: 'days_since_last_activity',
      visibleFrom: 'md',
      hideable: true,
    },
  }),
  column.accessor('number_of_planned_hours', {
    header: 'Planlagte timer',
    cell: (info) => formatHoursShort(info.getValue()),
    meta: {
      label: 'Planlagte timer',
      sortKey: 'number_of_planned_hours',
      visibleFrom: 'lg',
      hideable: true,
    },
  }),
  column.accessor('created_at', {
    header: 'Registrert',
    cell: (info) => formatDate(info.getValue()),
    meta: { label: 'Registrert', sortKey: 'created_at', visibleFrom: 'lg', hideable: true },
  }),
];
