/**
 * Who pays for a newly registered student (seed 001 §2 'Ny elev'): the student is their own
 * receiver, a new receiver is registered, or an existing one is picked.
 */
export const RECEIVER_CHOICES = ['selfAsInvoice', 'newInvoice', 'existingInvoice'] as const;
export type ReceiverChoice = (typeof RECEIVER_CHOICES)[number];

/**
 * The teacher's screen (seed 000 §2) offers only two of the choices: a teacher cannot pick an
 * existing receiver, so 'not the receiver' means registering a new one.
 */
export const TEACHER_RECEIVER_CHOICE_OPTIONS: ReadonlyArray<{
  value: ReceiverChoice;
  label: string;
}> = [
  { value: 'selfAsInvoice', label: 'Eleven er også fakturamottaker' },
  { value: 'newInvoice', label: 'Eleven er ikke fakturamottaker' },
];

/** The staff's 'Ny elev' (seed 001 §2) offers all three choices. */
export const STAFF_RECEIVER_CHOICE_OPTIONS: ReadonlyArray<{
  value: ReceiverChoice;
  label: string;
}> = [
  { value: 'selfAsInvoice', label: 'Eleven er også fakturamottaker' },
  { value: 'newInvoice', label: 'Registrer ny fakturamottaker' },
  { value: 'existingInvoice', label: 'Velg eksisterende fakturamottaker' },
];

/** True for one of the three receiver choices (radio values arrive as plain strings). */
export function isReceiverChoice(value: unknown): value is ReceiverChoice {
  return typeof value === 'string' && (RECEIVER_CHOICES as readonly string[]).includes(value);
}

/** True when the receiver's form (or picker) must be shown and valid: every choice except selfAsInvoice. */
export function needsReceiverForm(choice: ReceiverChoice | null): boolean {
  return choice !== null && choice !== 'selfAsInvoice';
}

/**
 * Whether 'Register Student' may save: a choice is made (seeds: the button is disabled until
 * then), the student form is valid, and, unless the student pays for themselves, the receiver
 * form (new receiver, or the picked existing one) is valid too.
 */
export function canRegisterStudent({
  choice,
  studentValid,
  receiverValid = false,
}: {
  choice: ReceiverChoice | null;
  studentValid: boolean;
  /** Ignored for selfAsInvoice: the student's own data is the receiver's. */
  receiverValid?: boolean;
}): boolean {
  if (choice === null || !studentValid) return false;
  return needsReceiverForm(choice) ? receiverValid : true;
}
