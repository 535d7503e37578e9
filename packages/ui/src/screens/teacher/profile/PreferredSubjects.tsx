import { Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { useUpdateTeacher, type TeacherSelf } from '@portal/api-client/teachers';
import { showErrorToast, showToast } from '../../../feedback/toaster';

export const PREFERRED_SUBJECTS_LEGEND = 'Foretrukne fag';
export const PREFERRED_SAVED_TOAST = 'Foretrukne fag lagret';
export const NO_SUBJECTS_TEXT = 'Du har ingen fag ennå';

/** One switch per subject of the teacher; a toggle is saved at once (subject name plus preferred_subject). */
export function PreferredSubjects({ teacher }: { teacher: TeacherSelf }) {
  const update = useUpdateTeacher({
    onSuccess: () => showToast({ title: PREFERRED_SAVED_TOAST, type: 'success' }),
    onError: (error) => showErrorToast(error),
  });
  const pending = update.isPending ? update.variables : undefined;
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="md" fontWeight="semibold">
        {PREFERRED_SUBJECTS_LEGEND}
      </Fieldset.Legend>
      <Fieldset.HelperText>Slå på fagene du helst vil undervise i.</Fieldset.HelperText>
      <Fieldset.Content mt="2">
        {teacher.subjects.length === 0 ? (
          <Text color="fg.muted">{NO_SUBJECTS_TEXT}</Text>
        ) : (
          <Stack gap="3">
            {teacher.subjects.map((subject) => {
              const checked =
                pending?.subject === subject.subject_name && pending.preferred_subject !== undefined
                  ? pending.preferred_subject
                  : subject.preferred_subject;
              return (
                <Switch.Root
                  key={subject.id}
                  checked={checked}
                  // Not `disabled`: that would drop the focus of a switch toggled by keyboard to
                  // the page body. Read-only ignores a second toggle until the save ends.
                  readOnly={update.isPending}
                  onCheckedChange={(details) =>
                    update.mutate({
                      id: teacher.id,
                      subject: subject.subject_name,
                      preferred_subject: details.checked,
                    })
                  }
                >
                  <Switch.HiddenInput />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{subject.subject_name}</Switch.Label>
                </Switch.Root>
              );
            })}
          </Stack>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
