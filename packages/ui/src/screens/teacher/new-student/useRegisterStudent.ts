import {
  isApiError,
  useCreateInvoiceReceiver,
  useCreateStudent,
  type InvoiceReceiverCreate,
  type Student,
  type StudentCreate,
} from '@portal/api-client';
import type { InvoiceReceiverUserInfoForm, StudentForm } from '@portal/domain';
import { showToast, toaster } from '../../../feedback/toaster';

// Seed 000 section 8.
export const STUDENT_SAVED_TOAST = 'Eleven er lagret';
export const RECEIVER_SAVED_TOAST = {
  title: 'Fakturamottaker lagret',
  description: 'Elev er lagt til under valgt fakturamottaker',
};
export const RECEIVER_FAILED_TOAST = {
  title: 'Noe gikk galt',
  description: 'Fakturamottaker ble ikke oppdatert',
};

/** Who pays for the new student: the student themselves, or a new receiver from the receiver form. */
export type ReceiverChoice =
  { selfInvoiced: true } | { selfInvoiced: false; receiver: InvoiceReceiverUserInfoForm };

export function toStudentPayload(form: StudentForm): StudentCreate {
  // `teacher` is staff-only; the server links a registering teacher to the student.
  const { teacher: _teacher, ...payload } = form;
  return payload;
}

/** The receiver payload: the student's own data (self_as_student) or the new receiver paying for them. */
export function toReceiverPayload(student: Student, choice: ReceiverChoice): InvoiceReceiverCreate {
  if (choice.selfInvoiced) {
    const { first_name, last_name, phone_number, email, address, post_code, post_code_area } =
      student;
    return {
      user_info: { first_name, last_name, phone_number, email, address, post_code, post_code_area },
      self_as_student: true,
      pays_for_students: [student.id],
    };
  }
  return { user_info: choice.receiver, self_as_student: false, pays_for_students: [student.id] };
}

export type RegisterResult =
  | { ok: true; student: Student }
  | { ok: false; step: 'student'; fieldErrors: Record<string, string[]> }
  | { ok: false; step: 'receiver'; fieldErrors: Record<string, string[]> };

/**
 * 'Register Student': POST user/student/, then POST user/invoice-receiver/ for the new student,
 * with the seed's toasts for each step.
 */
export function useRegisterStudent() {
  const createStudent = useCreateStudent();
  const createReceiver = useCreateInvoiceReceiver();

  const register = async (form: StudentForm, choice: ReceiverChoice): Promise<RegisterResult> => {
    let student: Student;
    try {
      student = await createStudent.mutateAsync(toStudentPayload(form));
    } catch (error) {
      showToast({
        title: 'Noe gikk galt',
        description: isApiError(error) ? error.userMessage : undefined,
        type: 'error',
      });
      return {
        ok: false,
        step: 'student',
        fieldErrors: isApiError(error) ? error.fieldErrors : {},
      };
    }
    const savedToast = showToast({ title: STUDENT_SAVED_TOAST, type: 'success' });
    try {
      await createReceiver.mutateAsync(toReceiverPayload(student, choice));
    } catch (error) {
      // One toast shows at a time: the failure must not wait behind the success.
      toaster.dismiss(savedToast);
      showToast({ ...RECEIVER_FAILED_TOAST, type: 'error' });
      return {
        ok: false,
        step: 'receiver',
        fieldErrors: isApiError(error) ? error.fieldErrors : {},
      };
    }
    showToast({ ...RECEIVER_SAVED_TOAST, type: 'success' });
    return { ok: true, student };
  };

  return { register, isPending: createStudent.isPending || createReceiver.isPending };
}
