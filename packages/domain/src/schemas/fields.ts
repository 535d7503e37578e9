// Field builders shared by the form schemas. Each takes the Norwegian message(s) it reports, so a
// form states its own texts. Inputs accept what a browser form holds (strings, NaN from an empty
// number input) and what a JSON body holds (numbers); outputs are the payload types.
// Optional fields end in .default(...): zod 4 reports a missing key unless the schema is optional,
// and .default makes a missing key take the blank value (and keeps it absent under .partial()).
import { z } from 'zod';
import { isIsoCalendarDate } from '../checks/calendar';
import { NUMBER_INVALID_MESSAGE, PHONE_MESSAGE } from './messages';

const nullish = [z.null(), z.undefined()] as const;

// --- Body fields: what a JSON body carries, with every rule, cap and message. The API's contract
// is generated from the body schemas built with these, and the API validates with them; a form
// schema pipes what its inputs hold (text, NaN, '') into the same fields, so each rule is declared
// once. Pipes and transforms render as their input side in the contract, so form coercions never
// belong in a body schema.

/** The largest id PostgreSQL's integer column holds: a larger one is a field error. */
export const MAX_ID = 2_147_483_647;
/** Long free text (descriptions, details) holds at most this many characters. */
export const MAX_LONG_TEXT = 10_000;
export const LONG_TEXT_MAX_MESSAGE = `Teksten kan ikke være lengre enn ${MAX_LONG_TEXT} tegn.`;

/** Trimmed text of at most `max` characters (blank allowed). */
export function bodyText(
  max: { length: number; message: string } = {
    length: MAX_LONG_TEXT,
    message: LONG_TEXT_MAX_MESSAGE,
  },
) {
  return z.string().trim().max(max.length, max.message);
}

/** Names and areas (first_name, last_name, post_code_area) hold at most this many characters. */
export const MAX_NAME = 150;
/** Other short text (an address, a comment) holds at most this many characters. */
export const MAX_FIELD = 255;
export const MAX_POST_CODE = 10;
export const MAX_EMAIL = 254;
export const EMAIL_TOO_LONG_MESSAGE = `E-postadressen kan ikke være lengre enn ${MAX_EMAIL} tegn.`;
/** A multi-select of ids (subjects, students) holds at most this many. */
export const MAX_IDS = 50;

export function tooLongMessage(length: number) {
  return `Kan ikke være lengre enn ${length} tegn.`;
}

export function tooManyMessage(count: number) {
  return `Velg høyst ${count}.`;
}

/** A record id in a body: a positive integer the database can hold; anything else reports `message`. */
export function bodyId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/** Record ids in a body (a multi-select): at least one unless `min` is 0, at most MAX_IDS. */
export function bodyIdList(message: string, options: { min?: number; max?: number } = {}) {
  const max = options.max ?? MAX_IDS;
  const min = options.min ?? 1;
  const list = z.array(bodyId(message), { error: message }).max(max, tooManyMessage(max));
  return min > 0 ? list.min(min, message) : list;
}

/** A select's id (a number or digit string; blank reports `message`) piped into a body id. */
export function idFrom(target: z.ZodNumber, message: string) {
  return numberInput({ required: message, invalid: message }).pipe(target);
}

/** A select's optional id (blank or a missing key gives null) piped into a nullable body id. */
export function optionalIdFrom(target: z.ZodNullable<z.ZodNumber>, message: string) {
  return optionalIdInput(message).pipe(target);
}

/** A multi-select's ids (numbers or digit strings) piped into a body id list. */
export function idListFrom(target: z.ZodArray<z.ZodNumber>, message: string) {
  return z
    .array(numberInput({ required: message, invalid: message }), { error: message })
    .pipe(target);
}

/** One of 1, 2, 3 (issue category, priority, state) in a body. */
export function bodyOneToThree(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(3, message);
}

/** Trimmed text with at least one character; with `max`, at most that many (tooLongMessage). */
export function requiredText(message: string, max?: number) {
  const text = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max === undefined ? text : text.max(max, tooLongMessage(max));
}

/** Trimmed text; missing, null and undefined become ''. With max, at most that many characters. */
export function optionalText(max?: { length: number; message: string }) {
  const text = z.union([z.string(), ...nullish]).transform((value) => (value ?? '').trim());
  return text.pipe(max ? z.string().max(max.length, max.message) : z.string()).default('');
}

/**
 * A form's text piped into a body field: missing, null and undefined become '' before the body's
 * rules run, and a missing key gives ''.
 */
export function textInput(target: z.ZodType<string, string>) {
  return z
    .union([z.string(), ...nullish])
    .transform((value) => value ?? '')
    .pipe(target)
    .default('');
}

/**
 * A form's text piped into a body field where blank means null (bodyTextOrNull): missing, null
 * and undefined become '' before the body's rules run, and a missing key gives null.
 */
export function nullableTextInput(target: z.ZodType<string | null, string | null>) {
  return z
    .union([z.string(), ...nullish])
    .transform((value) => value ?? '')
    .pipe(target as z.ZodType<string | null, string>) // it takes text too
    .default(null);
}

/**
 * A form's text that must not be blank (`message` then), piped into a body field that allows
 * blank: the form asks for what the body leaves optional, with the body's rules for the rest.
 */
export function nonBlankInput(target: z.ZodType<string, string>, message: string) {
  return z
    .string({ error: message })
    .refine((value) => value.trim() !== '', { message, abort: true })
    .pipe(target);
}

/** Trimmed text of at most `max.length` characters in a body, where blank (or null) means null. */
export function bodyTextOrNull(max: { length: number; message: string }) {
  return z
    .string()
    .trim()
    .max(max.length, max.message)
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

/** Trimmed text where blank (or missing, null) means null. */
export function blankToNullText() {
  return z
    .union([z.string(), ...nullish])
    .transform((value) => {
      const text = (value ?? '').trim();
      return text === '' ? null : text;
    })
    .default(null);
}

/** A phone number as typed, spaces included, is at most this long. */
export const MAX_PHONE_TEXT = 20;
const PHONE_DESCRIPTION = '8 to 10 characters once spaces are removed (seed 000 §5).';

/** A phone number of 8 to 10 characters once spaces are removed; the output has no spaces. */
export function phoneNumber(message: string = PHONE_MESSAGE) {
  return z
    .string({ error: message })
    .max(MAX_PHONE_TEXT, message)
    .describe(PHONE_DESCRIPTION)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().min(8, message).max(10, message));
}

/** A phone number in a body where blank is allowed (it gives ''); otherwise as phoneNumber. */
export function blankablePhoneNumber(message: string = PHONE_MESSAGE) {
  return z
    .string({ error: message })
    .max(MAX_PHONE_TEXT, message)
    .describe('Blank, or 8 to 10 characters once spaces are removed (seed 000 §5).')
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z.union([z.literal(''), z.string().min(8, message).max(10, message)], { error: message }),
    );
}

/** A form's phone number where blank (or missing, null) is allowed and gives ''. */
export function optionalPhoneNumber(message: string = PHONE_MESSAGE) {
  return textInput(blankablePhoneNumber(message));
}

/** A trimmed e-mail address: blank reports `required`, anything else not an address `invalid`. */
export function emailAddress(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_EMAIL, { error: EMAIL_TOO_LONG_MESSAGE, abort: true })
    .meta({ format: 'email', description: 'A valid e-mail address.' })
    .pipe(z.email(invalid));
}

/** A 'YYYY-MM-DD' date naming a real day. */
export function isoDate(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(10, { error: invalid, abort: true })
    .refine(isIsoCalendarDate, invalid)
    .meta({ format: 'date' });
}

type NumberFieldInput = number | string | null | undefined;

function isBlank(value: NumberFieldInput): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/** Reads a number typed as text ('2,5' with a decimal comma too) or given as a number. */
function readNumber(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
}

function numberField(invalid: string, blank: (ctx: z.RefinementCtx) => number) {
  return z
    .union([z.number(), z.nan(), z.string(), ...nullish], { error: invalid })
    .transform((value: NumberFieldInput, ctx) => {
      if (isBlank(value)) return blank(ctx);
      const parsed = readNumber(value as number | string);
      if (Number.isFinite(parsed)) return parsed;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

/**
 * A required number typed as text or given as a number. Blank (undefined, null, '', NaN from an
 * empty number input) reports `required`; text that is no number reports `invalid`.
 */
export function numberInput(options: { required: string; invalid?: string }) {
  return numberField(options.invalid ?? NUMBER_INVALID_MESSAGE, (ctx) => {
    ctx.addIssue({ code: 'custom', message: options.required });
    return z.NEVER;
  });
}

/** Like numberInput, but blank (or a missing key) becomes `blank`. */
export function defaultedNumberInput(blank: number, invalid: string = NUMBER_INVALID_MESSAGE) {
  return numberField(invalid, () => blank).default(blank);
}

/** A record id (positive integer) from a select: number or digit string; blank reports `message`. */
export function idInput(message: string) {
  return numberInput({ required: message, invalid: message }).pipe(
    z.number().int(message).positive(message),
  );
}

/** Like idInput, but blank (or a missing key) gives null. */
export function optionalIdInput(message: string) {
  return z
    .union([z.number(), z.nan(), z.string(), ...nullish], { error: message })
    .transform((value: NumberFieldInput, ctx) => {
      if (isBlank(value)) return null;
      const id = readNumber(value as number | string);
      if (Number.isInteger(id) && id > 0) return id;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .default(null);
}

/** At least one record id (a multi-select). */
export function idList(message: string) {
  return z.array(idInput(message), { error: message }).min(1, message);
}

const ONE_TO_THREE = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One of 1, 2, 3 (issue category, priority, state), from a number or a select's string. */
export function oneToThree(message: string) {
  return numberInput({ required: message, invalid: message }).pipe(
    z.union(ONE_TO_THREE.options, { error: message }),
  );
}

/** Like oneToThree, but blank (or a missing key) becomes `blank`. */
export function defaultedOneToThree(message: string, blank: 1 | 2 | 3) {
  return defaultedNumberInput(blank, message).pipe(
    z.union(ONE_TO_THREE.options, { error: message }),
  );
}
