import { Button, Field, HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { useStudents } from '@portal/api-client/students';
import { useRef, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { passFocus } from '../../../layout/pageFocus';
import { SearchInput } from '../../../table/SearchInput';
import { STUDENTS_STAY_HELP } from './packageTexts';

/** Seed 001 §9: plain searches show 20. */
const STUDENT_SEARCH_LIMIT = 20;

export interface StudentChoice {
  id: number;
  full_name: string;
}

/**
 * The students of a new package: search active students by name, e-mail or phone and add them;
 * an added student can be taken off again until the package is saved (after that, never). Both
 * buttons go with what they act on, so the focus moves on first: after 'Legg til' to the emptied
 * search, for the next student; after 'Fjern' to the next chosen student's, else the search.
 */
export function StudentPicker({
  value,
  onChange,
  error,
  label = 'Elever',
  required = true,
  exclude = [],
}: {
  value: StudentChoice[];
  onChange: (students: StudentChoice[]) => void;
  error?: string;
  label?: string;
  required?: boolean;
  /** Students not to offer (already on the package). */
  exclude?: readonly number[];
}) {
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const chosenList = useRef<HTMLDivElement>(null);
  const remove = (student: StudentChoice, pressed: HTMLElement) => {
    const buttons = [...(chosenList.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(pressed as HTMLButtonElement);
    passFocus(buttons[at + 1] ?? buttons[at - 1] ?? searchField.current);
    onChange(value.filter((v) => v.id !== student.id));
  };
  const found = useStudents(
    { limit: STUDENT_SEARCH_LIMIT, offset: 0, search, ordering: 'full_name', is_active: true },
    // Nothing to offer before a search is typed.
    { enabled: search.trim() !== '' },
  );
  const chosen = new Set([...value.map((s) => s.id), ...exclude]);
  const offered = search.trim() ? (found.data?.results ?? []).filter((s) => !chosen.has(s.id)) : [];
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Stack gap="2" width="full">
        {value.length ? (
          <HStack ref={chosenList} gap="2" wrap="wrap" aria-label="Valgte elever" role="list">
            {value.map((s) => (
              <Tag.Root key={s.id} size="lg" role="listitem">
                <Tag.Label>{s.full_name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Fjern ${s.full_name}`}
                    onClick={(event) => remove(s, event.currentTarget)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        ) : null}
        <SearchInput ref={searchField} value={search} onChange={setSearch} label="Søk etter elev" />
        {offered.length ? (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Elever funnet">
            {offered.map((s) => (
              <HStack as="li" key={s.id} justify="space-between" gap="2">
                <Text fontSize="sm">
                  {s.full_name}
                  <Text as="span" color="fg.muted">
                    {' '}
                    {s.email}
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Legg til ${s.full_name}`}
                  onClick={() => {
                    passFocus(searchField.current);
                    onChange([...value, { id: s.id, full_name: s.full_name }]);
                    setSearch('');
                  }}
                >
                  <LuPlus aria-hidden /> Legg til
                </Button>
              </HStack>
            ))}
          </Stack>
        ) : search.trim() && found.isSuccess ? (
          <Text fontSize="sm" color="fg.muted">
            Ingen resultat
          </Text>
        ) : null}
      </Stack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{STUDENTS_STAY_HELP}</Field.HelperText>
      )}
    </Field.Root>
  );
}
