// Activity form (seed 000 sections 2 and 5). The start is one ISO 8601 instant, as the UI's
// DateTimePicker gives it (an Oslo date and time combined; '' while empty). The save rules that
// depend on "now" (summary_date, future starts, filled summaries) are separate domain rules, not
// schema rules; toActivityPayload adds the summary_date they decide.
import { z } from 'zod';
import { isPayloadYear } from '../checks/calendar';
import { idInput, idList, isoDate, numberInput, optionalText, requiredText } from './fields';
import { STUDENTS_REQUIRED_MESSAGE } from './messages';

export const ACTIVITY_CATEGORY_REQUIRED_MESSAGE = 'Velg en kategori';
export const ACTIVITY_SUBJECT_REQUIRED_MESSAGE = 'Velg et fag';
export const ACTIVITY_LOCATION_REQUIRED_MESSAGE = 'Velg et sted';
export const START_DATE_REQUIRED_MESSAGE = 'Startdato er påkrevd';
export const START_DATE_TIME_MESSAGE = 'Ugyldig starttidspunkt';
export const DURATION_REQUIRED_MESSAGE = 'Varighet er påkrevd';
export const DURATION_POSITIVE_MESSAGE = 'Varighet må være større enn 0';
export const DURATION_STEP_MESSAGE = 'Varighet må gå opp i hele kvarter';
export const TRAVEL_TIME_REQUIRED_MESSAGE = 'Reisetid er påkrevd';
export const TRAVEL_TIME_INVALID_MESSAGE = 'Reisetid må være et helt antall minutter, 0 eller mer';
export const SUMMARY_DATE_INVALID_MESSAGE = 'Ugyldig oppsummeringsdato';

/** Start as an ISO 8601 instant with 'Z' or an offset; blank reports the start-date message. */
const startDateTime = z
  .string({ error: START_DATE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: START_DATE_REQUIRED_MESSAGE, abort: true })
  .pipe(z.iso.datetime({ offset: true, error: START_DATE_TIME_MESSAGE }))
  // A well-formed instant in year 0 or 9999 is a typing error (and year 0 cannot be stored).
  .refine(
    (v) => !/^\d{4}-/.test(v) || isPayloadYear(Number(v.slice(0, 4))),
    START_DATE_TIME_MESSAGE,
  );

/** Duration in decimal hours: above 0 and a whole number of quarter hours. */
const duration = numberInput({ required: DURATION_REQUIRED_MESSAGE }).pipe(
  z
    .number()
    .positive(DURATION_POSITIVE_MESSAGE)
    .refine((hours) => Number.isInteger(hours * 4), DURATION_STEP_MESSAGE),
);

/** One-way travel in whole minutes; required in the form (at least one character), 0 allowed. */
const travelTime = numberInput({
  required: TRAVEL_TIME_REQUIRED_MESSAGE,
  invalid: TRAVEL_TIME_INVALID_MESSAGE,
}).pipe(z.number().int(TRAVEL_TIME_INVALID_MESSAGE).min(0, TRAVEL_TIME_INVALID_MESSAGE));

const activityFields = {
  activity_category: idInput(ACTIVITY_CATEGORY_REQUIRED_MESSAGE),
  students: idList(STUDENTS_REQUIRED_MESSAGE),
  subject: idInput(ACTIVITY_SUBJECT_REQUIRED_MESSAGE),
  start_date_time: startDateTime,
  duration,
  travel_time: travelTime,
  activity_location: requiredText(ACTIVITY_LOCATION_REQUIRED_MESSAGE),
  activity_plan: optionalText(),
  summary_teacher: optionalText(),
  summary_student: optionalText(),
  homework: optionalText(),
};

export const activityFormSchema = z.object(activityFields);

export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityForm = z.output<typeof activityFormSchema>;

/** Body of the activity create (POST) and update (PATCH) calls: the form plus summary_date. */
export const activityPayloadSchema = z.object({
  ...activityFields,
  summary_date: z
    .union([isoDate(SUMMARY_DATE_INVALID_MESSAGE, SUMMARY_DATE_INVALID_MESSAGE), z.null()])
    .default(null),
});

export type ActivityPayloadInput = z.input<typeof activityPayloadSchema>;
export type ActivityPayload = z.output<typeof activityPayloadSchema>;

/**
 * The request body from a validated form. summary_date comes from the save rules (set the first time
 * both summaries are filled), so the caller passes it.
 */
export function toActivityPayload(form: ActivityForm, summaryDate: string | null): ActivityPayload {
  return { ...form, summary_date: summaryDate };
}
