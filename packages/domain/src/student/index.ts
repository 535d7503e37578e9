// @portal/domain/student: its rules, exported by name.
export {
  RECEIVER_CHOICES,
  TEACHER_RECEIVER_CHOICE_OPTIONS,
  STAFF_RECEIVER_CHOICE_OPTIONS,
  isReceiverChoice,
  needsReceiverForm,
  canRegisterStudent,
} from './registration';
export type { ReceiverChoice } from './registration';
