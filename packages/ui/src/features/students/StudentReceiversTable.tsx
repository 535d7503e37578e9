import { Table, Text } from '@chakra-ui/react';
import type { StudentDetail } from '@portal/api-client/students';
import { TableScrollFrame } from '../../table/TableScrollFrame';
import { EmailText } from '../users/EmailText';

export const NO_RECEIVERS_TEXT = 'Eleven har ingen fakturamottakere';

/** The invoice receivers of a student (name, e-mail, phone). */
export function StudentReceiversTable({
  receivers,
}: {
  receivers: StudentDetail['invoice_receivers'];
}) {
  if (receivers.length === 0)
    return (
      <Text color="fg.muted" textStyle="sm">
        {NO_RECEIVERS_TEXT}
      </Text>
    );
  return (
    <TableScrollFrame label="Fakturamottakere">
      <Table.Root size="sm" aria-label="Fakturamottakere">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Navn</Table.ColumnHeader>
            <Table.ColumnHeader>E-post</Table.ColumnHeader>
            <Table.ColumnHeader>Telefon</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {receivers.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{r.full_name}</Table.Cell>
              <Table.Cell>
                <EmailText email={r.email} />
              </Table.Cell>
              <Table.Cell>{r.phone_number}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollFrame>
  );
}
