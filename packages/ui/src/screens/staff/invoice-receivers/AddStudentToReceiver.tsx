import { HStack, Stack, Text } from '@chakra-ui/react';
import {
  useAddStudentToReceiver,
  type InvoiceReceiver,
} from '@portal/api-client/invoice-receivers';
import { useStudents } from '@portal/api-client/students';
import { useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { NO_OPTIONS_TEXT } from '../../../form/options';
import { SearchInput } from '../../../table/SearchInput';
import { ADD_STUDENT_LABEL, RECEIVER_UPDATED, RECEIVER_UPDATE_FAILED } from './receiverTexts';

/** Seed 001 §9: plain searches show 20. */
const STUDENT_SEARCH_LIMIT = 20;

/**
 * 'Legg til elev': search students by name, e-mail or phone and make the receiver pay for one
 * (PATCH user/invoice-receiver/{id}/ add_new_student) with the seed's toasts. 'Legg til' is
 * disabled while it adds: after a failure the focus comes back to it; after a success the search
 * is cleared, the button gone, and the focus goes to the search field for the next student.
 */
export function AddStudentToReceiver({ receiver }: { receiver: InvoiceReceiver }) {
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const found = useStudents(
    { limit: STUDENT_SEARCH_LIMIT, offset: 0, search, ordering: 'full_name' },
    { enabled: search.trim() !== '' },
  );
  const add = useAddStudentToReceiver({
    onSuccess: () => {
      showToast({ ...RECEIVER_UPDATED, type: 'success' });
      setSearch('');
    },
    onError: (error) => showErrorToast(error, RECEIVER_UPDATE_FAILED),
  });
  const paidFor = new Set(receiver.students_to_pay_for.map((s) => s.id));
  const offered = search.trim()
    ? (found.data?.results ?? []).filter((s) => !paidFor.has(s.id))
    : [];
  return (
    <Stack gap="2" maxW={{ base: 'full', md: '30rem' }}>
      <SearchInput
        value={search}
        onChange={setSearch}
        ref={searchField}
        label={`${ADD_STUDENT_LABEL} for ${receiver.full_name}`}
        placeholder="Søk etter elev å legge til"
      />
      {offered.length ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Elever funnet">
          {offered.map((s) => (
            <HStack as="li" key={s.id} justify="space-between" gap="2">
              <Text fontSize="sm" minW="0" overflowWrap="anywhere">
                {s.full_name}
                <Text as="span" color="fg.muted">
                  {' '}
                  {s.email}
                </Text>
              </Text>
              <ActionButton
                size="xs"
                variant="outline"
                aria-label={`Legg til ${s.full_name}`}
                loading={add.isPending && add.variables?.add_new_student === s.id}
                focusInstead={searchField}
                onClick={() => add.mutate({ id: receiver.id, add_new_student: s.id })}
              >
                <LuPlus aria-hidden /> Legg til
              </ActionButton>
            </HStack>
          ))}
        </Stack>
      ) : search.trim() && found.isSuccess ? (
        <Text fontSize="sm" color="fg.muted">
          {NO_OPTIONS_TEXT}
        </Text>
      ) : null}
    </Stack>
  );
}
