import { Table, Text } from '@chakra-ui/react';
import type { StudentDetail } from '@portal/api-client/students';
import { formatDurationHm } from '@portal/domain/duration';
import { formatDateTime } from '@portal/domain/format';
import { TableScrollFrame } from '../../../table/TableScrollFrame';
import { NO_ACTIVITIES_TEXT } from './studentOverviewTexts';

/** A student's lessons, newest first (seed 001 §3): teacher, start, duration, place, subject. */
export function StudentActivitiesTable({
  activities,
}: {
  activities: StudentDetail['activities'];
}) {
  if (activities.length === 0) return <Text color="fg.muted">{NO_ACTIVITIES_TEXT}</Text>;
  return (
    <TableScrollFrame label="Aktiviteter" maxH="20rem">
      <Table.Root size="sm" aria-label="Aktiviteter" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Tidspunkt</Table.ColumnHeader>
            <Table.ColumnHeader>Lærer</Table.ColumnHeader>
            <Table.ColumnHeader>Varighet</Table.ColumnHeader>
            <Table.ColumnHeader>Sted</Table.ColumnHeader>
            <Table.ColumnHeader>Fag</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {activities.map((a) => (
            <Table.Row key={a.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(a.start_date_time)}</Table.Cell>
              <Table.Cell>{a.teacher_name}</Table.Cell>
              <Table.Cell>{formatDurationHm(Number(a.duration))}</Table.Cell>
              <Table.Cell>{a.activity_location_name}</Table.Cell>
              <Table.Cell>{a.subject}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollFrame>
  );
}
