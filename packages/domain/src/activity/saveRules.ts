import {
  DURATION_CONFIRM_MAX_HOURS,
  DURATION_CONFIRM_MIN_HOURS,
  formatDurationHm,
} from '../duration';
import { toPayloadDate } from '../format/dates';
import type { DateInput } from '../time/oslo';
import { isFutureStart } from './status';

/** The summary fields of an activity form. */
export interface ActivitySummaries {
  summary_teacher: string;
  summary_student: string;
  homework: string;
}

/** Seed 000 §5: the message when a previously filled summary is emptied. */
export const EMPTIED_SUMMARY_MESSAGE =
  'Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.';

/** Seed 000 §5: the remaining-hours warning, title and hint. Warning only: saving is not blocked. */
export const NOT_ENOUGH_HOURS_MESSAGE =
  'Eleven har ikke nok timer igjen, bekreft med drift at det er greit å gjennomføre';
export const NOT_ENOUGH_HOURS_HINT = 'Se bort i fra denne meldingen dersom det er prøvetime';

/** Buttons of the duration confirmation dialog. */
export const DURATION_CONFIRM_CANCEL = 'Avbryt';
export const DURATION_CONFIRM_SAVE = 'Lagre';

/** A summary counts as filled when it has any non-space character. */
export function isFilled(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * Whether the summary fields and homework are disabled: they are for lessons already held, so a
 * start in the future disables them (seed 000 §4).
 */
export function summariesDisabled(start: DateInput, now: Date): boolean {
  return isFutureStart(start, now);
}

/** A future start clears both summaries and the homework; otherwise they are kept as they are. */
export function applyFutureStartRule<T extends ActivitySummaries>(
  values: T,
  start: DateInput,
  now: Date,
): T {
  if (!isFutureStart(start, now)) return values;
  return { ...values, summary_teacher: '', summary_student: '', homework: '' };
}

/**
 * summary_date on save: kept when it already exists; set to today's Oslo date (YYYY-MM-DD) when both
 * summaries are filled for the first time; otherwise null.
 */
export function summaryDateOnSave(
  values: Pick<ActivitySummaries, 'summary_teacher' | 'summary_student'>,
  previousSummaryDate: string | null | undefined,
  now: Date,
): string | null {
  if (previousSummaryDate) return previousSummaryDate;
  return isFilled(values.summary_teacher) && isFilled(values.summary_student)
    ? toPayloadDate(now)
    : null;
}

/** Per-field errors of the summary rule; an empty object means no error. */
export type SummaryErrors = Partial<Record<'summary_teacher' | 'summary_student', string>>;

/**
 * A filled summary cannot be emptied (seed 000 §4, §5). A summary field gets the error when it was
 * filled before (in the saved activity) and is empty now. Once summary_date is set both summaries
 * were filled, so then neither may be empty.
 */
export function emptiedSummaryErrors(
  previous: {
    summary_teacher?: string | null;
    summary_student?: string | null;
    summary_date?: string | null;
  },
  next: Pick<ActivitySummaries, 'summary_teacher' | 'summary_student'>,
): SummaryErrors {
  const errors: SummaryErrors = {};
  for (const field of ['summary_teacher', 'summary_student'] as const) {
    const wasFilled = Boolean(previous.summary_date) || isFilled(previous[field]);
    if (wasFilled && !isFilled(next[field])) errors[field] = EMPTIED_SUMMARY_MESSAGE;
  }
  return errors;
}

/** Saving a duration under 0.5 h or over 2 h asks for confirmation first (seed 000 §5, §9). */
export function durationNeedsConfirmation(hours: number): boolean {
  return hours < DURATION_CONFIRM_MIN_HOURS || hours > DURATION_CONFIRM_MAX_HOURS;
}

/**
 * The confirmation question, with h:m rendered as the duration column renders it ('h:mm'):
 * 2.5 -> 'Er du sikker på at du vil lagre en aktivitet med varighet 2:30?'.
 */
export function durationConfirmationMessage(hours: number): string {
  return `Er du sikker på at du vil lagre en aktivitet med varighet ${formatDurationHm(hours)}?`;
}

/**
 * True when a student's remaining hours minus the duration is below 0. Compared in whole minutes
 * so 0.1 + 0.2 style float noise never flips the answer. Remaining hours may arrive as a decimal string.
 */
export function hasInsufficientHours(
  remainingHours: number | string,
  durationHours: number,
): boolean {
  return Math.round(Number(remainingHours) * 60) - Math.round(durationHours * 60) < 0;
}

/** The red card's texts when the student lacks hours, or null when there are enough. */
export function remainingHoursWarning(
  remainingHours: number | string,
  durationHours: number,
): { message: string; hint: string } | null {
  return hasInsufficientHours(remainingHours, durationHours)
    ? { message: NOT_ENOUGH_HOURS_MESSAGE, hint: NOT_ENOUGH_HOURS_HINT }
    : null;
}
