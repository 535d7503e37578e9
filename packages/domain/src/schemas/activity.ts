// Activity (seed 000 sections 2 and 5). The bodies of POST activity/activity/ and PATCH
// activity/activity/{id}/ carry every rule and cap; the form pipes its inputs into the same fields.
// The start is one ISO 8601 instant, as the UI's DateTimePicker gives it (an Oslo date and time
// combined; '' while empty). The save rules that
// depend on "now" (summary_date, future starts, filled summaries) are separate domain rules, not
// schema rules; toActivityPayload adds the summary_date they decide.
import { z } from 'zod';
import { isPayloadYear } from '../checks/calendar';
import { LOCATION_CODES } from '../reference/locations';
import {
  bodyId,
  bodyIdList,
  bodyText,
  idFrom,
  idListFrom,
  isoDate,
  numberInput,
  textInput,
} from './fields';
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

/** A lesson lasts at most a day, and one-way travel at most a day in minutes. */
export const MAX_DURATION_HOURS = 24;
export const MAX_TRAVEL_MINUTES = 24 * 60;
export const DURATION_MAX_MESSAGE = `Varighet kan ikke være mer enn ${MAX_DURATION_HOURS} timer`;
export const TRAVEL_TIME_MAX_MESSAGE = `Reisetid kan ikke være mer enn ${MAX_TRAVEL_MINUTES} minutter`;
/** '2026-11-24T16:00:00.123456+01:00' is 32 characters; room for finer fractions, no more. */
const MAX_DATE_TIME_LENGTH = 40;

/** Start as an ISO 8601 instant with 'Z' or an offset; blank reports the start-date message. */
const startDateTime = z
  .string({ error: START_DATE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: START_DATE_REQUIRED_MESSAGE, abort: true })
  .max(MAX_DATE_TIME_LENGTH, { error: START_DATE_TIME_MESSAGE, abort: true })
  .meta({ format: 'date-time', example: '2026-11-24T16:00:00+01:00' })
  .pipe(z.iso.datetime({ offset: true, error: START_DATE_TIME_MESSAGE }))
  // A well-formed instant in year 0 or 9999 is a typing error (and year 0 cannot be stored).
  .refine(
    (v) => !/^\d{4}-/.test(v) || isPayloadYear(Number(v.slice(0, 4))),
    START_DATE_TIME_MESSAGE,
  );

/** Duration in decimal hours: above 0, at most a day, a whole number of quarter hours. */
const duration = z
  .number({ error: DURATION_REQUIRED_MESSAGE })
  .positive(DURATION_POSITIVE_MESSAGE)
  .max(MAX_DURATION_HOURS, DURATION_MAX_MESSAGE)
  .refine((hours) => Number.isInteger(hours * 4), DURATION_STEP_MESSAGE)
  .meta({ description: 'Decimal hours, a multiple of 0.25.', example: 1.5 });

/** One-way travel in whole minutes, 0 allowed. */
const travelTime = z
  .number({ error: TRAVEL_TIME_INVALID_MESSAGE })
  .int(TRAVEL_TIME_INVALID_MESSAGE)
  .min(0, TRAVEL_TIME_INVALID_MESSAGE)
  .max(MAX_TRAVEL_MINUTES, TRAVEL_TIME_MAX_MESSAGE)
  .describe('One-way minutes; forced to 0 for INTERNET and CAMPUS.');

/** Where a lesson takes place: one of LOCATION_CODES. */
export const activityLocationSchema = z.enum(LOCATION_CODES, {
  error: ACTIVITY_LOCATION_REQUIRED_MESSAGE,
});
const location = activityLocationSchema;
const TEXT = bodyText();

const fields = {
  activity_category: bodyId(ACTIVITY_CATEGORY_REQUIRED_MESSAGE).describe('Activity category id.'),
  students: bodyIdList(STUDENTS_REQUIRED_MESSAGE).describe('Ids of own students (at least one).'),
  subject: bodyId(ACTIVITY_SUBJECT_REQUIRED_MESSAGE).describe('Subject id.'),
  start_date_time: startDateTime,
  duration,
  travel_time: travelTime,
  activity_location: location,
};

const bodyFields = {
  ...fields,
  activity_plan: TEXT.optional(),
  summary_teacher: TEXT.optional(),
  summary_student: TEXT.optional(),
  homework: TEXT.optional(),
  summary_date: isoDate(SUMMARY_DATE_INVALID_MESSAGE, SUMMARY_DATE_INVALID_MESSAGE)
    .nullable()
    .optional()
    .describe('Accepted for compatibility and ignored: the server sets it (domain.md).'),
};

/** Body of POST activity/activity/. */
export const activityCreateBodySchema = z.strictObject(bodyFields);
export type ActivityCreateBody = z.output<typeof activityCreateBodySchema>;

/** Body of PATCH activity/activity/{id}/: any subset of the create fields. */
export const activityUpdateBodySchema = z.strictObject(bodyFields).partial();
export type ActivityUpdateBody = z.output<typeof activityUpdateBodySchema>;

/** The activity form: selects give digit strings, number inputs text or NaN. */
export const activityFormSchema = z.object({
  ...fields,
  activity_category: idFrom(fields.activity_category, ACTIVITY_CATEGORY_REQUIRED_MESSAGE),
  students: idListFrom(fields.students, STUDENTS_REQUIRED_MESSAGE),
  subject: idFrom(fields.subject, ACTIVITY_SUBJECT_REQUIRED_MESSAGE),
  duration: numberInput({ required: DURATION_REQUIRED_MESSAGE }).pipe(duration),
  // Required in the form (at least one character), 0 allowed.
  travel_time: numberInput({
    required: TRAVEL_TIME_REQUIRED_MESSAGE,
    invalid: TRAVEL_TIME_INVALID_MESSAGE,
  }).pipe(travelTime),
  activity_location: z.string({ error: ACTIVITY_LOCATION_REQUIRED_MESSAGE }).trim().pipe(location),
  activity_plan: textInput(TEXT),
  summary_teacher: textInput(TEXT),
  summary_student: textInput(TEXT),
  homework: textInput(TEXT),
});

export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityForm = z.output<typeof activityFormSchema>;

/** The body the form sends: its output plus summary_date. */
export type ActivityPayload = ActivityForm & { summary_date: string | null };

/**
 * The request body from a validated form. summary_date comes from the save rules (set the first time
 * both summaries are filled), so the caller passes it.
 */
export function toActivityPayload(form: ActivityForm, summaryDate: string | null): ActivityPayload {
  return { ...form, summary_date: summaryDate };
}
