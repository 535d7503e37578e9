import { Alert, Button, Card, chakra, Heading, Stack } from '@chakra-ui/react';
import { useInvoiceReceiverOptions } from '@portal/api-client/invoice-receivers';
import { useTeacherOptions } from '@portal/api-client/teachers';
import { type ReceiverChoice as ReceiverChoiceValue } from '@portal/domain';
import {
  existingReceiverSchema,
  invoiceReceiverUserInfoSchema,
  studentSchema,
  type ExistingReceiverFormInput,
  type InvoiceReceiverUserInfoFormInput,
  type StudentFormInput,
} from '@portal/domain/schemas';
import { STAFF_RECEIVER_CHOICE_OPTIONS, canRegisterStudent } from '@portal/domain/student';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { InvoiceReceiverFormFields } from '../../../features/invoice-receivers/InvoiceReceiverFormFields';
import { ReceiverChoice } from '../../../features/students/ReceiverChoice';
import { StudentFormFields } from '../../../features/students/StudentFormFields';
import { useRegisterStudent } from '../../../features/students/useRegisterStudent';
import { useZodForm } from '../../../form/useZodForm';
import {
  RECEIVER_PICKER_LABEL,
  RECEIVER_PICKER_PLACEHOLDER,
  REGISTER_STUDENT_LABEL,
  RETRY_RECEIVER_TEXT,
  TEACHER_PICKER_LABEL,
  TEACHER_PICKER_PLACEHOLDER,
} from './newUserTexts';
import { PlainListPicker } from './PlainListPicker';

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
  teacher: '',
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

const EXISTING_DEFAULTS: ExistingReceiverFormInput = { invoice_receiver: '' };

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

const useTeachersFound = (search: string) => useTeacherOptions({ search });
const useReceiversFound = (search: string) => useInvoiceReceiverOptions({ search });

/**
 * 'Ny elev' of the staff's 'Ny bruker' (seed 001 §2): the student form, a teacher to link, and
 * who pays: the student (selfAsInvoice), a new receiver (newInvoice) or an existing one
 * (existingInvoice). 'Registrer elev' stays disabled until one is chosen. Saves the student, then
 * the receiver (POST user/invoice-receiver/) or adds the student to the existing one
 * (add_new_student).
 */
export function NewStaffStudentForm() {
  const studentForm = useZodForm(studentSchema, { defaultValues: STUDENT_DEFAULTS });
  const receiverForm = useZodForm(invoiceReceiverUserInfoSchema, {
    defaultValues: RECEIVER_DEFAULTS,
  });
  const existingForm = useZodForm(existingReceiverSchema, { defaultValues: EXISTING_DEFAULTS });
  const [choice, setChoice] = useState<ReceiverChoiceValue | null>(null);
  const { register, savedStudent, isPending } = useRegisterStudent({ asStaff: true });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
    // Every form is validated at once, so every message shows in one go.
    const [studentValid, receiverValid] = await Promise.all([
      studentForm.trigger(undefined, { shouldFocus: true }),
      choice === 'newInvoice'
        ? receiverForm.trigger()
        : choice === 'existingInvoice'
          ? existingForm.trigger()
          : Promise.resolve(true),
    ]);
    if (!canRegisterStudent({ choice, studentValid, receiverValid })) return;
    const student = studentSchema.parse(studentForm.getValues());
    const result = await register(
      student,
      choice === 'selfAsInvoice'
        ? { selfInvoiced: true }
        : choice === 'newInvoice'
          ? {
              selfInvoiced: false,
              receiver: invoiceReceiverUserInfoSchema.parse(receiverForm.getValues()),
            }
          : {
              selfInvoiced: false,
              existingReceiverId: existingReceiverSchema.parse(existingForm.getValues())
                .invoice_receiver,
            },
    );
    if (result === null) return; // a save is already running
    if (result.ok) {
      studentForm.reset(STUDENT_DEFAULTS);
      receiverForm.reset(RECEIVER_DEFAULTS);
      existingForm.reset(EXISTING_DEFAULTS);
      setChoice(null);
    } else if (result.step === 'student') {
      applyFieldErrors(studentForm.setError, result.fieldErrors, Object.keys(STUDENT_DEFAULTS));
    } else {
      applyFieldErrors(receiverForm.setError, result.fieldErrors, Object.keys(RECEIVER_DEFAULTS));
    }
  };

  return (
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
                <Stack gap="4">
                  <StudentFormFields control={studentForm.control} />
                  <PlainListPicker
                    control={studentForm.control}
                    name="teacher"
                    label={TEACHER_PICKER_LABEL}
                    placeholder={TEACHER_PICKER_PLACEHOLDER}
                    helperText="Valgfritt: læreren eleven får."
                    useOptions={useTeachersFound}
                    clearLabel="Fjern lærer"
                    openLabel="Vis lærere"
                  />
                </Stack>
              </chakra.fieldset>
            </Stack>
          </Card.Body>
        </Card.Root>
        <ReceiverChoice
          value={choice}
          onChange={setChoice}
          options={STAFF_RECEIVER_CHOICE_OPTIONS}
        />
        {choice === 'newInvoice' ? (
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
        {choice === 'existingInvoice' ? (
          <Card.Root as="section" aria-labelledby="existing-receiver-heading">
            <Card.Body>
              <Stack gap="4">
                <Heading as="h2" size="md" id="existing-receiver-heading">
                  Eksisterende fakturamottaker
                </Heading>
                <PlainListPicker
                  control={existingForm.control}
                  name="invoice_receiver"
                  label={RECEIVER_PICKER_LABEL}
                  placeholder={RECEIVER_PICKER_PLACEHOLDER}
                  required
                  useOptions={useReceiversFound}
                  clearLabel="Fjern fakturamottaker"
                  openLabel="Vis fakturamottakere"
                />
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
  );
}
