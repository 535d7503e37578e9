import { Box, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router-dom';
import { LuPencil } from 'react-icons/lu';
import type { Activity } from '@portal/api-client/activities';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDateTimeCompact, formatKr } from '@portal/domain/format';
import { ActivityStatusBadge } from '../../../features/activities/ActivityStatusBadge';
import { studentNames } from './activityTimes';
import { baseAndTravel } from './payBreakdown';

const column = createColumnHelper<Activity>();

/** The activity form for a new activity ('Ny aktivitet'). */
export const NEW_ACTIVITY_PATH = '/teacher/activity';

/** Where the edit button of an activity goes. */
export const activityEditPath = (id: number) => `${NEW_ACTIVITY_PATH}/${id}`;

/**
 * The activity table's columns (seed 000 §2). Phones show time, subject and the edit button;
 * status from 640 px, duration and students from 768 px, pay from 1024 px. The expanded row shows
 * everything at every width.
 */
export const activityColumns = [
  column.accessor('start_date_time', {
    header: 'Tid',
    // May wrap between date and time: on a phone that keeps the edit button on screen.
    cell: (info) => formatDateTimeCompact(info.getValue()),
  }),
  column.accessor('subject_details', { header: 'Fag' }),
  column.accessor('duration', {
    header: 'Varighet',
    cell: (info) => formatDurationHm(Number(info.getValue())),
    meta: { visibleFrom: 'md', hideable: true, label: 'Varighet' },
  }),
  column.accessor((row) => studentNames(row.students), {
    id: 'students',
    header: 'Elever',
    meta: { visibleFrom: 'md', hideable: true, label: 'Elever' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <ActivityStatusBadge status={info.getValue()} />,
    meta: { visibleFrom: 'sm', hideable: true, label: 'Status' },
  }),
  column.accessor((row) => baseAndTravel(row), {
    id: 'pay',
    header: 'Lønn',
    cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatKr(info.getValue())}</span>,
    meta: { visibleFrom: 'lg', hideable: true, label: 'Lønn' },
  }),
  column.display({
    id: 'edit',
    // The positioned wrapper keeps the hidden text inside the table's scroll area on phones.
    header: () => (
      <Box as="span" position="relative">
        <VisuallyHidden>Rediger</VisuallyHidden>
      </Box>
    ),
    cell: (info) => (
      <IconButton
        asChild
        size="xs"
        variant="outline"
        aria-label={`Rediger aktivitet ${formatDateTimeCompact(info.row.original.start_date_time)}`}
      >
        <RouterLink to={activityEditPath(info.row.original.id)}>
          <LuPencil />
        </RouterLink>
      </IconButton>
    ),
  }),
];
