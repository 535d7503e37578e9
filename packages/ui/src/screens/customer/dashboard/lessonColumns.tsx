import { Box } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Activity } from '@portal/api-client/activities';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDateTimeCompact } from '@portal/domain/format';
import { ActivityStatusBadge } from '../../../features/activities/ActivityStatusBadge';

const column = createColumnHelper<Activity>();

/**
 * The customer's lesson table: phones show time and subject, with the status under the subject
 * (a status column of its own made the table wider than a 360 px screen); the status gets its
 * column and the duration from 640 px, the teacher from 768 px. The expanded row has the summary
 * for the student and the homework.
 */
export const lessonColumns = [
  column.accessor('start_date_time', {
    header: 'Tid',
    cell: (info) => formatDateTimeCompact(info.getValue()),
  }),
  column.accessor('subject_details', {
    header: 'Fag',
    cell: (info) => (
      <>
        {info.getValue()}
        <Box hideFrom="sm" mt="1">
          <ActivityStatusBadge status={info.row.original.status} />
        </Box>
      </>
    ),
  }),
  column.accessor('teacher_name', {
    header: 'Lærer',
    meta: { visibleFrom: 'md', hideable: true, label: 'Lærer' },
  }),
  column.accessor('duration', {
    header: 'Varighet',
    cell: (info) => formatDurationHm(Number(info.getValue())),
    meta: { visibleFrom: 'sm', hideable: true, label: 'Varighet' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <ActivityStatusBadge status={info.getValue()} />,
    meta: { visibleFrom: 'sm' },
  }),
];
