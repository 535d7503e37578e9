import { Badge, HStack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Student } from '@portal/api-client/students';
import { formatDate } from '@portal/domain/format';
import { contactColumns } from '../../../features/users/contactColumns';
import {
  daysSinceLastActivityColumn,
  hoursLeftColumn,
  plannedHoursColumn,
  studentCityColumn,
  studentNameColumn,
} from '../../../features/students/studentListColumns';
import { INACTIVE_STUDENT_LABEL } from './studentOverviewTexts';

const column = createColumnHelper<Student>();

/**
 * 'Studentoversikt': phones show the name and hours left; the city from 640 px (sm), e-mail and
 * days since the last lesson from 768 px (md), phone, planned hours and registration date from
 * 1024 px (lg). sortKey is the API's `ordering` field.
 */
export const staffStudentColumns = [
  studentNameColumn((info) =>
    info.row.original.is_active ? (
      info.getValue()
    ) : (
      <HStack gap="2" wrap="wrap">
        <Text as="span">{info.getValue()}</Text>
        <Badge variant="outline">{INACTIVE_STUDENT_LABEL}</Badge>
      </HStack>
    ),
  ),
  ...contactColumns<Student>(),
  studentCityColumn('sm'),
  hoursLeftColumn(),
  daysSinceLastActivityColumn('md'),
  plannedHoursColumn('lg'),
  column.accessor('created_at', {
    header: 'Registrert',
    cell: (info) => formatDate(info.getValue()),
    meta: { label: 'Registrert', sortKey: 'created_at', visibleFrom: 'lg', hideable: true },
  }),
];
