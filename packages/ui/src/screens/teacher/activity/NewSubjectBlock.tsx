import { useId, useRef, useState } from 'react';
import { Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type Subject } from '@portal/api-client/reference';
import { useAddStudentSubjects } from '@portal/api-client/students';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';

export const NEW_SUBJECT_TITLE = 'Registrer nytt fag på eleven';
export const NEW_SUBJECT_LABEL = 'Nytt fag';
export const NEW_SUBJECT_BUTTON = 'Legg til fag';
export const NEW_SUBJECT_SAVED = 'Faget er lagt til';

export interface NewSubjectBlockProps {
  /** The chosen students with their subject ids. */
  students: readonly { id: number; full_name: string; subjects: readonly number[] }[];
  subjects: readonly Subject[];
  /** Called with the subject once every chosen student has it (and the lists are refetched). */
  onAdded: (subjectId: number) => void;
}

/**
 * New mode only: registers a subject on the chosen students (PATCH user/student/{id}/add-subjects/
 * for each student who lacks it), so it becomes a common subject and can be chosen. The button is
 * disabled while it adds: after a failure the focus comes back to it; after a success (no subject
 * chosen, so still disabled) it goes to the select.
 */
export function NewSubjectBlock({ students, subjects, onAdded }: NewSubjectBlockProps) {
  const headingId = useId();
  const [subjectId, setSubjectId] = useState('');
  const addSubjects = useAddStudentSubjects();
  const select = useRef<HTMLSelectElement>(null);
  const choices = subjects.filter(
    (subject) => !students.every((student) => student.subjects.includes(subject.id)),
  );
  const disabled = students.length === 0;

  async function add() {
    const id = Number(subjectId);
    if (!id) return;
    try {
      for (const student of students) {
        if (!student.subjects.includes(id))
          await addSubjects.mutateAsync({ id: student.id, subjects: [id] });
      }
      showToast({ title: NEW_SUBJECT_SAVED, type: 'success' });
      setSubjectId('');
      onAdded(id);
    } catch (error) {
      showErrorToast(error);
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="md" p="3">
      <Heading as="h2" size="sm" id={headingId}>
        {NEW_SUBJECT_TITLE}
      </Heading>
      {disabled && (
        <Text textStyle="sm" color="fg.muted">
          Velg en elev først
        </Text>
      )}
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        align={{ base: 'stretch', sm: 'end' }}
      >
        <Field.Root disabled={disabled} flex="1">
          <Field.Label>{NEW_SUBJECT_LABEL}</Field.Label>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              ref={select}
              value={subjectId}
              onChange={(event) => setSubjectId(event.currentTarget.value)}
            >
              <option value="">Velg fag</option>
              {choices.map((subject) => (
                <option key={subject.id} value={String(subject.id)}>
                  {subject.subject_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ActionButton
          variant="outline"
          onClick={() => void add()}
          disabled={disabled || subjectId === ''}
          loading={addSubjects.isPending}
          focusInstead={select}
        >
          {NEW_SUBJECT_BUTTON}
        </ActionButton>
      </Stack>
    </Stack>
  );
}
