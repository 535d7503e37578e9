import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useSubjects } from '@portal/api-client/reference';
import { useAddStudentSubjects, type StudentDetail } from '@portal/api-client/students';
import { useId, useRef, useState } from 'react';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast, showToast } from '../../../feedback/toaster';

export const ADD_SUBJECT_LABEL = 'Legg til fag';
export const SUBJECT_ADDED_TOAST = 'Faget er lagt til eleven';

/**
 * Adds one of the subjects the student does not have yet (PATCH user/student/{id}/add-subjects/).
 * The button is disabled while it adds: after a failure the focus comes back to it; after a
 * success (no subject chosen, so still disabled) it goes to the select, for the next subject.
 */
export function StudentSubjectAdder({ student }: { student: StudentDetail['student'] }) {
  const selectId = useId();
  const subjects = useSubjects();
  const [subjectId, setSubjectId] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  const addSubjects = useAddStudentSubjects({
    onSuccess: () => {
      setSubjectId('');
      showToast({ title: SUBJECT_ADDED_TOAST, type: 'success' });
    },
    onError: (error) => showErrorToast(error),
  });
  const owned = new Set(student.subjects.map((s) => s.id));
  const choices = (subjects.data ?? []).filter((s) => !owned.has(s.id));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (subjectId === '') return;
        addSubjects.mutate({ id: student.id, subjects: [Number(subjectId)] });
      }}
    >
      <HStack align="end" gap="2" wrap="wrap">
        <Field.Root maxW={{ base: 'full', sm: '20rem' }} disabled={subjects.isPending}>
          <Field.Label htmlFor={selectId}>Nytt fag for {student.full_name}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              ref={select}
              id={selectId}
              value={subjectId}
              onChange={(event) => setSubjectId(event.currentTarget.value)}
            >
              <option value="">{subjects.isError ? 'Kunne ikke hente fag' : 'Velg fag'}</option>
              {choices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.education_stage
                    ? `${s.subject_name} (${s.education_stage.education_stage_name})`
                    : s.subject_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ActionButton
          type="submit"
          size="sm"
          colorPalette="brand"
          disabled={subjectId === ''}
          loading={addSubjects.isPending}
          focusInstead={select}
        >
          {ADD_SUBJECT_LABEL}
        </ActionButton>
      </HStack>
    </form>
  );
}
