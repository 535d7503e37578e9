import { Table, Text } from '@chakra-ui/react';
import type { StudentDetail } from '@portal/api-client/students';
import { PACKAGE_TEXTS } from '@portal/domain/package';
import { formatPackageHours } from './hours';
import { TableScrollFrame } from '../../table/TableScrollFrame';

/** The packages of a student: name, receiver, remaining of the package's hours; or 'Eleven har ingen pakker'. */
export function StudentPackagesTable({ packages }: { packages: StudentDetail['packages'] }) {
  if (packages.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        {PACKAGE_TEXTS.STUDENT_HAS_NO_PACKAGES}
      </Text>
    );
  return (
    <TableScrollFrame label="Pakker">
      <Table.Root size="sm" aria-label="Pakker">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Pakke</Table.ColumnHeader>
            <Table.ColumnHeader>Fakturamottaker</Table.ColumnHeader>
            <Table.ColumnHeader>Timer igjen</Table.ColumnHeader>
            <Table.ColumnHeader>Timer i pakken</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {packages.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell>
                {p.name}
                {p.is_expired ? ` (${PACKAGE_TEXTS.EXPIRED})` : ''}
              </Table.Cell>
              <Table.Cell>{p.invoice_receiver_name}</Table.Cell>
              <Table.Cell>{formatPackageHours(p.remaining_hours)}</Table.Cell>
              <Table.Cell>{formatPackageHours(p.hours_in_package)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollFrame>
  );
}
