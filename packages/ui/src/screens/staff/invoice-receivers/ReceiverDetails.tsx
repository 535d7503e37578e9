import { DataList, Heading, Stack } from '@chakra-ui/react';
import type { InvoiceReceiver } from '@portal/api-client/invoice-receivers';
import { NameList } from '../../../features/users/NameList';
import { AddStudentToReceiver } from './AddStudentToReceiver';
import { ADD_STUDENT_LABEL, PAYS_FOR_NOBODY, PAYS_FOR_TITLE } from './receiverTexts';
import { orDash } from '../../../format/orDash';

/**
 * The expanded row of 'Fakturamottakere' (seed 001 §3): the receiver's contact details, the
 * students they pay for, and 'Legg til elev'.
 */
export function ReceiverDetails({ receiver }: { receiver: InvoiceReceiver }) {
  const address = [receiver.address, [receiver.post_code, receiver.post_code_area].join(' ').trim()]
    .filter(Boolean)
    .join(', ');
  const items: [string, string][] = [
    ['E-post', receiver.email],
    ['Telefon', orDash(receiver.phone_number)],
    ['Adresse', orDash(address)],
    ['Er selv elev', receiver.self_as_student ? 'Ja' : 'Nei'],
  ];
  return (
    <Stack
      gap="5"
      py="2"
      minW="0"
      position="sticky"
      left="0"
      maxW={{ base: 'calc(100vw - 3.5rem)', md: 'full' }}
    >
      <Heading as="h2" size="sm">
        {receiver.full_name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="8rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <NameList
        title={PAYS_FOR_TITLE}
        people={receiver.students_to_pay_for}
        emptyText={PAYS_FOR_NOBODY}
        label={`${PAYS_FOR_TITLE} ${receiver.full_name}`}
      />
      <Stack gap="2">
        <Heading as="h3" size="xs">
          {ADD_STUDENT_LABEL}
        </Heading>
        <AddStudentToReceiver receiver={receiver} />
      </Stack>
    </Stack>
  );
}
