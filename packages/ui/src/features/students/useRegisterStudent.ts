import { isApiError } from '@portal/api-client';
import {
  useAddStudentToReceiver,
  useCreateInvoiceReceiver,
  type InvoiceReceiverCreate,
} from '@portal/api-client/invoice-receivers';
import { useCreateStudent, type Student, type StudentCreate } from '@portal/api-client/students';
import type { InvoiceReceiverUserInfoForm, StudentForm } from '@portal/domain/schemas';
import { useRef, useState } from 'react';
import { showErrorToast, showToast, toaster } from '../../feedback/toaster';

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
/** Seed 001 §8: the staff's failed receiver create. */
export const RECEIVER_NOT_SAVED_TOAST = {
  title: 'Noe gikk galt',
  description: 'Fakturamottaker ble ikke lagret',
};

/**
 * Who pays for the new student: the student themselves, a new receiver from the receiver form, or
 * (staff) an existing receiver, who then pays for this student too (add_new_student).
 */
export type ReceiverChoice =
  | { selfInvoiced: true }
  | { selfInvoiced: false; receiver: InvoiceReceiverUserInfoForm }
  | { selfInvoiced: false; existingReceiverId: number };

export function toStudentPayload(form: StudentForm, asStaff = false): StudentCreate {
  // `teacher` is staff-only; the server links a registering teacher to the student.
  const { teacher, ...payload } = form;
  return asStaff && teacher !== null ? { ...payload, teacher } : payload;
}

/** The receiver payload: the student's own data (self_as_student) or the new receiver paying for them. */
export function toReceiverPayload(
  student: Student,
  choice: Exclude<ReceiverChoice, { existingReceiverId: number }>,
): InvoiceReceiverCreate {
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
 * 'Register Student': POST user/student/, then POST user/invoice-receiver/ for the new student
 * (or, for an existing receiver, PATCH user/invoice-receiver/{id}/ add_new_student), with the
 * seed's toasts for each step. `asStaff`: the staff's 'Ny elev' (seed 001): the chosen teacher is
 * sent, and a failed receiver create says 'Fakturamottaker ble ikke lagret'.
 *
 * When the student was saved but the receiver was not, the saved student is kept (`savedStudent`)
 * and the next `register` only retries the receiver step for that student: the student is never
 * created twice. `register` calls that overlap a running one are ignored.
 */
export function useRegisterStudent({ asStaff = false }: { asStaff?: boolean } = {}) {
  const createStudent = useCreateStudent();
  const createReceiver = useCreateInvoiceReceiver();
  const addToReceiver = useAddStudentToReceiver();
  // The ref is read inside the async flow; the state re-renders the screen (its notice and form).
  const savedRef = useRef<Student | null>(null);
  const [savedStudent, setSavedStudent] = useState<Student | null>(null);
  const running = useRef(false);
  const failedToast = useRef<string | null>(null);

  const keepSaved = (student: Student | null) => {
    savedRef.current = student;
    setSavedStudent(student);
  };

  const saveStudent = async (
    form: StudentForm,
  ): Promise<{ ok: true; student: Student } | Extract<RegisterResult, { step: 'student' }>> => {
    if (savedRef.current) return { ok: true, student: savedRef.current };
    try {
      const student = await createStudent.mutateAsync(toStudentPayload(form, asStaff));
      keepSaved(student);
      return { ok: true, student };
    } catch (error) {
      showErrorToast(error);
      return {
        ok: false,
        step: 'student',
        fieldErrors: isApiError(error) ? error.fieldErrors : {},
      };
    }
  };

  const registerOnce = async (
    form: StudentForm,
    choice: ReceiverChoice,
  ): Promise<RegisterResult> => {
    // A retry replaces the last failure's toast rather than queueing behind it.
    if (failedToast.current) toaster.dismiss(failedToast.current);
    failedToast.current = null;
    const isRetry = savedRef.current !== null;
    const saved = await saveStudent(form);
    if (!saved.ok) return saved;
    const { student } = saved;
    const savedToast = isRetry ? null : showToast({ title: STUDENT_SAVED_TOAST, type: 'success' });
    const existing = 'existingReceiverId' in choice;
    try {
      if ('existingReceiverId' in choice)
        await addToReceiver.mutateAsync({
          id: choice.existingReceiverId,
          add_new_student: student.id,
        });
      else await createReceiver.mutateAsync(toReceiverPayload(student, choice));
    } catch (error) {
      // One toast shows at a time: the failure must not wait behind the success.
      if (savedToast) toaster.dismiss(savedToast);
      const failed = asStaff && !existing ? RECEIVER_NOT_SAVED_TOAST : RECEIVER_FAILED_TOAST;
      failedToast.current = showErrorToast(error, failed) ?? null;
      return {
        ok: false,
        step: 'receiver',
        fieldErrors: isApiError(error) ? error.fieldErrors : {},
      };
    }
    keepSaved(null);
    showToast({ ...RECEIVER_SAVED_TOAST, type: 'success' });
    return { ok: true, student };
  };

  const register = async (
    form: StudentForm,
    choice: ReceiverChoice,
  ): Promise<RegisterResult | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      return await registerOnce(form, choice);
    } finally {
      running.current = false;
    }
  };

  return {
    register,
    savedStudent,
    isPending: createStudent.isPending || createReceiver.isPending || addToReceiver.isPending,
  };
}
