import { Alert, Card, chakra, Heading, Stack } from '@chakra-ui/react';
import type { ReceiverChoice as ReceiverChoiceValue } from '@portal/domain';
import type { ReactNode } from 'react';
import { ActionButton } from '../../feedback/ActionButton';
import { InvoiceReceiverFormFields } from '../invoice-receivers/InvoiceReceiverFormFields';
import { ReceiverChoice } from './ReceiverChoice';
import { StudentFormFields } from './StudentFormFields';
import type { StudentRegistration } from './useStudentRegistrationForm';

/** The notice after a saved student whose receiver was not saved, naming the area's button. */
export const retryReceiverText = (submitLabel: string) =>
  `Trykk «${submitLabel}» for å prøve igjen. Bare fakturamottakeren sendes, eleven registreres ikke på nytt.`;

/** A titled card of the form for who pays (the new receiver's fields, staff's existing receiver). */
export function ReceiverSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The form of 'Ny elev' (the teacher's and the staff's): the student, who pays, the new receiver
 * when one is registered, the notice of a saved student whose receiver was not saved, and the
 * submit button, disabled until who pays is chosen. The screen gives the state
 * (`useStudentRegistrationForm`), its button label, the receiver choices, and what only its area
 * shows: `studentExtra` below the student's fields (locked with them once the student is saved),
 * `receiverExtra` after the new receiver's card.
 */
export function StudentRegistrationForm({
  registration,
  submitLabel,
  choiceOptions,
  studentExtra,
  receiverExtra,
}: {
  registration: StudentRegistration;
  submitLabel: string;
  choiceOptions?: ReadonlyArray<{ value: ReceiverChoiceValue; label: string }>;
  studentExtra?: ReactNode;
  receiverExtra?: ReactNode;
}) {
  const { studentForm, receiverForm, choice, setChoice, savedStudent, isPending, onSubmit } =
    registration;
  const studentFields = <StudentFormFields control={studentForm.control} />;
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
                {studentExtra ? (
                  <Stack gap="4">
                    {studentFields}
                    {studentExtra}
                  </Stack>
                ) : (
                  studentFields
                )}
              </chakra.fieldset>
            </Stack>
          </Card.Body>
        </Card.Root>
        <ReceiverChoice value={choice} onChange={setChoice} options={choiceOptions} />
        {choice === 'newInvoice' ? (
          <ReceiverSection headingId="new-receiver-heading" title="Ny fakturamottaker">
            <InvoiceReceiverFormFields control={receiverForm.control} />
          </ReceiverSection>
        ) : null}
        {receiverExtra}
        {savedStudent ? (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {savedStudent.full_name} er lagret, men fakturamottakeren ble ikke lagret
              </Alert.Title>
              <Alert.Description>{retryReceiverText(submitLabel)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <ActionButton
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={choice === null}
          loading={isPending}
        >
          {submitLabel}
        </ActionButton>
      </Stack>
    </form>
  );
}
