import { retryReceiverText } from '../../../features/students/StudentRegistrationForm';

// Texts of 'Ny bruker'. The seed gives the page name, the four toggles, the 'kommer' of Ny
// ansatt, the new teacher's messages (in @portal/domain) and the failure toasts (seed 001 §2, §5,
// §8); the rest are ours.
export const NEW_USER_TITLE = 'Ny bruker';
export const NEW_USER_KINDS = [
  { value: 'teacher', label: 'Ny lærer' },
  { value: 'student', label: 'Ny elev' },
  { value: 'receiver', label: 'Ny fakturamottaker' },
  { value: 'employee', label: 'Ny ansatt' },
] as const;
export type NewUserKind = (typeof NEW_USER_KINDS)[number]['value'];
export const NEW_USER_TOGGLE_LABEL = 'Hva slags bruker';

export const NEW_RECEIVER_INFO_TITLE = 'Fakturamottakere opprettes sammen med elever';
export const NEW_RECEIVER_INFO =
  'En fakturamottaker opprettes mens du registrerer eller redigerer en elev: velg «Ny elev» og registrer en ny fakturamottaker eller velg en eksisterende, eller legg en elev til en fakturamottaker under Fakturamottakere.';
export const NEW_EMPLOYEE_TEXT = 'kommer';

export const REGISTER_TEACHER_LABEL = 'Registrer lærer';
export const TEACHER_CREATED = 'Læreren er registrert';
export const TEACHER_CREATED_HINT =
  'Læreren logger inn etter et passord-token (Passord-tokens) eller ved å tilbakestille passordet.';
export const TEACHER_CREATE_FAILED = 'Noe gikk galt under oppretting av lærer';
export const OUR_COMMENTS_FIELD_LABEL = 'Kommentar (vises aldri for læreren)';
export const TEACHING_CITY_LABEL = 'Undervisningsby';

export const REGISTER_STUDENT_LABEL = 'Registrer elev';
export const TEACHER_PICKER_LABEL = 'Lærer';
export const TEACHER_PICKER_PLACEHOLDER = 'Søk etter lærer';
export const RECEIVER_PICKER_LABEL = 'Fakturamottaker';
export const RECEIVER_PICKER_PLACEHOLDER = 'Søk etter fakturamottaker';
export const RETRY_RECEIVER_TEXT = retryReceiverText(REGISTER_STUDENT_LABEL);
