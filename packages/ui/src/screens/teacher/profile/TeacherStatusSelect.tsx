import { Field } from '@chakra-ui/react';
import {
  useUpdateTeacher,
  type TeacherSelf,
  type TeacherStatus,
} from '@portal/api-client/teachers';
import {
  DEFAULT_TEACHER_STATUS,
  isTeacherStatus,
  TEACHER_STATUS_OPTIONS,
} from '@portal/domain/reference';
import { useId } from 'react';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { OptionSelect } from '../../../form/OptionSelect';

export const STATUS_SAVED_TOAST = 'Status lagret';

/** The teacher's status; a change is saved at once (PATCH user/teacher/{id}/ with status). */
export function TeacherStatusSelect({ teacher }: { teacher: TeacherSelf }) {
  const id = useId();
  const update = useUpdateTeacher({
    onSuccess: () => showToast({ title: STATUS_SAVED_TOAST, type: 'success' }),
    onError: (error) => showErrorToast(error),
  });
  // While saving, the chosen value shows; the refetched profile takes over afterwards.
  const pending = update.isPending ? update.variables?.status : undefined;
  const value: TeacherStatus =
    pending ?? (isTeacherStatus(teacher.status) ? teacher.status : DEFAULT_TEACHER_STATUS);
  return (
    <Field.Root maxW="sm">
      <Field.Label htmlFor={id}>Status</Field.Label>
      <OptionSelect
        id={id}
        options={TEACHER_STATUS_OPTIONS}
        value={value}
        onChange={(status) => update.mutate({ id: teacher.id, status })}
      />
    </Field.Root>
  );
}
