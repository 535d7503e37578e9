import { keepPreviousData } from '@tanstack/react-query';
import { useInvoiceReceiverOptions } from '@portal/api-client/invoice-receivers';
import { useTeacherOptions } from '@portal/api-client/teachers';
import { STAFF_RECEIVER_CHOICE_OPTIONS } from '@portal/domain/student';
import {
  ReceiverSection,
  StudentRegistrationForm,
} from '../../../features/students/StudentRegistrationForm';
import { useStudentRegistrationForm } from '../../../features/students/useStudentRegistrationForm';
import {
  RECEIVER_PICKER_LABEL,
  RECEIVER_PICKER_PLACEHOLDER,
  REGISTER_STUDENT_LABEL,
  TEACHER_PICKER_LABEL,
  TEACHER_PICKER_PLACEHOLDER,
} from './newUserTexts';
import { PlainListPicker } from './PlainListPicker';

// The last answer stays listed while the next search loads, so the list does not empty.
const useTeachersFound = (search: string) =>
  useTeacherOptions({ search }, { placeholderData: keepPreviousData });
const useReceiversFound = (search: string) =>
  useInvoiceReceiverOptions({ search }, { placeholderData: keepPreviousData });

/**
 * 'Ny elev' of the staff's 'Ny bruker' (seed 001 §2): the student form, a teacher to link, and
 * who pays: the student (selfAsInvoice), a new receiver (newInvoice) or an existing one
 * (existingInvoice). 'Registrer elev' stays disabled until one is chosen. Saves the student, then
 * the receiver (POST user/invoice-receiver/) or adds the student to the existing one
 * (add_new_student).
 */
export function NewStaffStudentForm() {
  const registration = useStudentRegistrationForm({ asStaff: true });
  return (
    <StudentRegistrationForm
      registration={registration}
      submitLabel={REGISTER_STUDENT_LABEL}
      choiceOptions={STAFF_RECEIVER_CHOICE_OPTIONS}
      studentExtra={
        <PlainListPicker
          control={registration.studentForm.control}
          name="teacher"
          label={TEACHER_PICKER_LABEL}
          placeholder={TEACHER_PICKER_PLACEHOLDER}
          helperText="Valgfritt: læreren eleven får."
          useOptions={useTeachersFound}
          clearLabel="Fjern lærer"
          openLabel="Vis lærere"
        />
      }
      receiverExtra={
        registration.choice === 'existingInvoice' ? (
          <ReceiverSection
            headingId="existing-receiver-heading"
            title="Eksisterende fakturamottaker"
          >
            <PlainListPicker
              control={registration.existingForm.control}
              name="invoice_receiver"
              label={RECEIVER_PICKER_LABEL}
              placeholder={RECEIVER_PICKER_PLACEHOLDER}
              required
              useOptions={useReceiversFound}
              clearLabel="Fjern fakturamottaker"
              openLabel="Vis fakturamottakere"
            />
          </ReceiverSection>
        ) : null
      }
    />
  );
}
