import { Stack } from '@chakra-ui/react';
import { PageHeader } from '../../../layout/PageHeader';
import {
  StudentRegistrationForm,
  retryReceiverText,
} from '../../../features/students/StudentRegistrationForm';
import { useStudentRegistrationForm } from '../../../features/students/useStudentRegistrationForm';

export const REGISTER_STUDENT_LABEL = 'Register Student';
export const RETRY_RECEIVER_TEXT = retryReceiverText(REGISTER_STUDENT_LABEL);

/**
 * /teacher/new-student ('Ny elev'): the student form, then who pays. 'Register Student' stays
 * disabled until the choice is made; saving needs a valid student form and, when the student is
 * not the receiver, a valid receiver form.
 */
export function NewStudentScreen() {
  const registration = useStudentRegistrationForm();
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Ny elev" />
      <StudentRegistrationForm registration={registration} submitLabel={REGISTER_STUDENT_LABEL} />
    </Stack>
  );
}
