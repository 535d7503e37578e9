import { Alert, Button, Card, chakra, Heading, Stack } from '@chakra-ui/react';
import { type ReceiverChoice as ReceiverChoiceValue } from '@portal/domain';
import {
  invoiceReceiverUserInfoSchema,
  studentSchema,
  type InvoiceReceiverUserInfoFormInput,
  type StudentFormInput,
} from '@portal/domain/schemas';
import { canRegisterStudent, needsReceiverForm } from '@portal/domain/student';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useZodForm } from '../../../form/useZodForm';
import { PageHeader } from '../../../layout/PageHeader';
import { InvoiceReceiverFormFields } from '../../../features/invoice-receivers/InvoiceReceiverFormFields';
import { ReceiverChoice } from '../../../features/students/ReceiverChoice';
import { StudentFormFields } from '../../../features/students/StudentFormFields';
import { useRegisterStudent } from '../../../features/students/useRegisterStudent';

export const REGISTER_STUDENT_LABEL = 'Register Student';
export const RETRY_RECEIVER_TEXT =
  'Trykk «Register Student» for å prøve igjen. Bare fakturamottakeren sendes, eleven registreres ikke på nytt.';

const STUDENT_DEFAULTS: StudentFormInput = {
  first_name: '',
  last_name: '',
  birth_date: '',
  phone_number: '',
  email: '',
  address: '',
  post_code: '',
  post_code_area: '',
  city: '',
  school: '',
  subjects: [],
  heard_about_us: '',
  other_comments: '',
};

const RECEIVER_DEFAULTS: InvoiceReceiverUserInfoFormInput = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  address: '',
  post_code: '',
  post_code_area: '',
};

/** Puts the server's field messages (400 {field: [messages]}) on the form's fields. */
function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  fields: readonly string[],
) {
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.startsWith('user_info.') ? field.slice('user_info.'.length) : field;
    if (fields.includes(key) && messages[0]) setError(key as Path<T>, { message: messages[0] });
  }
}

/**
 * /teacher/new-student ('Ny elev'): the student form, then who pays. 'Register Student' stays
 * disabled until the choice is made; saving needs a valid student form and, when the student is
 * not the receiver, a valid receiver form.
 */
export function NewStudentScreen() {
  const studentForm = useZodForm(studentSchema, { defaultValues: STUDENT_DEFAULTS });
  const receiverForm = useZodForm(invoiceReceiverUserInfoSchema, {
    defaultValues: RECEIVER_DEFAULTS,
  });
  const [choice, setChoice] = useState<ReceiverChoiceValue | null>(null);
  const withReceiver = needsReceiverForm(choice);
  const { register, savedStudent, isPending } = useRegisterStudent();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    // Both forms are validated at once, so every message shows in one go.
    const [studentValid, receiverValid] = await Promise.all([
      studentForm.trigger(undefined, { shouldFocus: true }),
      withReceiver ? receiverForm.trigger() : Promise.resolve(true),
    ]);
    if (!canRegisterStudent({ choice, studentValid, receiverValid })) return;
    const student = studentSchema.parse(studentForm.getValues());
    const result = await register(
      student,
      !withReceiver
        ? { selfInvoiced: true }
        : {
            selfInvoiced: false,
            receiver: invoiceReceiverUserInfoSchema.parse(receiverForm.getValues()),
          },
    );
    if (result === null) return; // a save is already running
    if (result.ok) {
      studentForm.reset(STUDENT_DEFAULTS);
      receiverForm.reset(RECEIVER_DEFAULTS);
      setChoice(null);
    } else if (result.step === 'student') {
      applyFieldErrors(studentForm.setError, result.fieldErrors, Object.keys(STUDENT_DEFAULTS));
    } else {
      applyFieldErrors(receiverForm.setError, result.fieldErrors, Object.keys(RECEIVER_DEFAULTS));
    }
  };

  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader title="Ny elev" />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ny elev">
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md">
                  Eleven
                </Heading>
                {/* Once the student is saved, a retry only sends the receiver: the fields are locked. */}
                <chakra.fieldset disabled={savedStudent !== null} minW="0" m="0" p="0" border="0">
                  <StudentFormFields control={studentForm.control} />
                </chakra.fieldset>
              </Stack>
            </Card.Body>
          </Card.Root>
          <ReceiverChoice value={choice} onChange={setChoice} />
          {withReceiver ? (
            <Card.Root as="section" aria-labelledby="new-receiver-heading">
              <Card.Body>
                <Stack gap="4">
                  <Heading as="h2" size="md" id="new-receiver-heading">
                    Ny fakturamottaker
                  </Heading>
                  <InvoiceReceiverFormFields control={receiverForm.control} />
                </Stack>
              </Card.Body>
            </Card.Root>
          ) : null}
          {savedStudent ? (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {savedStudent.full_name} er lagret, men fakturamottakeren ble ikke lagret
                </Alert.Title>
                <Alert.Description>{RETRY_RECEIVER_TEXT}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            disabled={choice === null}
            loading={isPending}
          >
            {REGISTER_STUDENT_LABEL}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
