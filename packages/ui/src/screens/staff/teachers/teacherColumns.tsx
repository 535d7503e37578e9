import { Badge, HStack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { StaffTeacher } from '@portal/api-client/teachers';
import { contactColumns } from '../../../features/users/contactColumns';
import { formatHoursShort } from '../../../features/students/hours';
import { INACTIVE_LABEL } from './teacherTexts';
import { orDash } from '../../../format/orDash';

const column = createColumnHelper<StaffTeacher>();

/** The name, in red with an 'Inaktiv' badge for a teacher who has left (seed 001 §2). */
export function TeacherName({ teacher }: { teacher: StaffTeacher }) {
  if (teacher.is_active) return <>{teacher.full_name}</>;
  return (
    <HStack gap="2" wrap="wrap" data-inactive="true">
      <Text as="span" color="fg.error" fontWeight="medium">
        {teacher.full_name}
      </Text>
      <Badge colorPalette="red" variant="outline">
        {INACTIVE_LABEL}
      </Badge>
    </HStack>
  );
}

/**
 * 'Læreroversikt': phones show the name and hours; the city and whether they want students from
 * 640 px (sm), e-mail and days since the last lesson from 768 px (md), phone and subjects from
 * 1024 px (lg). sortKey is the API's `ordering` field.
 */
export const teacherColumns = [
  column.accessor('full_name', {
    header: 'Navn',
    cell: (info) => <TeacherName teacher={info.row.original} />,
    meta: { label: 'Navn', sortKey: 'full_name' },
  }),
  ...contactColumns<StaffTeacher>(),
  column.accessor('city_name', {
    header: 'By',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'By', sortKey: 'city_name', visibleFrom: 'sm', hideable: true },
  }),
  column.accessor((t) => t.subjects.map((s) => s.subject_name).join(', '), {
    id: 'subjects',
    header: 'Fag',
    cell: (info) => orDash(info.getValue()),
    meta: { label: 'Fag', visibleFrom: 'lg', hideable: true },
  }),
  column.accessor('wants_student', {
    header: 'Ønsker elever',
    cell: (info) => (info.getValue() ? 'Ja' : 'Nei'),
    meta: { label: 'Ønsker elever', visibleFrom: 'sm', hideable: true },
  }),
  column.accessor('hours_last_30_days', {
    header: 'Timer siste 30 dager',
    cell: (info) => formatHoursShort(info.getValue()),
    meta: { label: 'Timer siste 30 dager', sortKey: 'hours_last_30_days', hideable: true },
  }),
  column.accessor('days_since_last_session', {
    header: 'Dager siden siste økt',
    cell: (info) => orDash(info.getValue()),
    meta: {
      label: 'Dager siden siste økt',
      sortKey: 'days_since_last_session',
      visibleFrom: 'md',
      hideable: true,
    },
  }),
];
