import type { ReceiverChoice } from '@portal/domain';
import {
  existingReceiverSchema,
  invoiceReceiverUserInfoSchema,
  studentSchema,
  type ExistingReceiverFormInput,
  type InvoiceReceiverUserInfoFormInput,
  type StudentFormInput,
} from '@portal/domain/schemas';
import { canRegisterStudent } from '@portal/domain/student';
import { useState } from 'react';
import { setFieldErrorMap } from '../../form/serverFieldErrors';
import { useZodForm } from '../../form/useZodForm';
import { useRegisterStudent } from './useRegisterStudent';

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

/** Staff pick the student's teacher too (seed 001); a registering teacher is linked by the server. */
const STAFF_STUDENT_DEFAULTS: StudentFormInput = { ...STUDENT_DEFAULTS, teacher: '' };

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

// The API names a receiver's own fields `user_info.<field>`; the forms hold them flat.
const USER_INFO_PREFIX = 'user_info.';

/**
 * The forms and submit of 'Ny elev' (the teacher's, seed 000, and the staff's, seed 001): the
 * student form, who pays (`choice`), the new receiver's form and (staff) the existing receiver's.
 * `onSubmit` validates every form the choice needs at once, so every message shows in one go,
 * then registers with `useRegisterStudent`: on success the forms and the choice are cleared, on a
 * failure the server's field messages go on the step's form.
 */
export function useStudentRegistrationForm({ asStaff = false }: { asStaff?: boolean } = {}) {
  const studentDefaults = asStaff ? STAFF_STUDENT_DEFAULTS : STUDENT_DEFAULTS;
  const studentForm = useZodForm(studentSchema, { defaultValues: studentDefaults });
  const receiverForm = useZodForm(invoiceReceiverUserInfoSchema, {
    defaultValues: RECEIVER_DEFAULTS,
  });
  const existingForm = useZodForm(existingReceiverSchema, { defaultValues: EXISTING_DEFAULTS });
  const [choice, setChoice] = useState<ReceiverChoice | null>(null);
  const { register, savedStudent, isPending } = useRegisterStudent({ asStaff });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === null) return;
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
      studentForm.reset(studentDefaults);
      receiverForm.reset(RECEIVER_DEFAULTS);
      existingForm.reset(EXISTING_DEFAULTS);
      setChoice(null);
    } else if (result.step === 'student') {
      setFieldErrorMap(result.fieldErrors, Object.keys(studentDefaults), studentForm.setError, {
        stripPrefix: USER_INFO_PREFIX,
      });
    } else {
      setFieldErrorMap(result.fieldErrors, Object.keys(RECEIVER_DEFAULTS), receiverForm.setError, {
        stripPrefix: USER_INFO_PREFIX,
      });
    }
  };

  return {
    studentForm,
    receiverForm,
    existingForm,
    choice,
    setChoice,
    savedStudent,
    isPending,
    onSubmit,
  };
}

export type StudentRegistration = ReturnType<typeof useStudentRegistrationForm>;
