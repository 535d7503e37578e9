// Birth date typed as three inputs, day, month and year (seed 001: 2, 2 and 4 digits). A one-digit
// day or month is accepted and padded. The output is the payload date 'YYYY-MM-DD'.
import { z } from 'zod';
import { isPayloadYear, isValidCalendarDate, toIsoDate } from '../checks/calendar';
import { DATE_INVALID_MESSAGE } from './messages';

export const BIRTH_DAY_MESSAGE = 'Dag må være 2 siffer';
export const BIRTH_MONTH_MESSAGE = 'Måned må være 2 siffer';
export const BIRTH_YEAR_MESSAGE = 'År må være 4 siffer';
/** Earliest birth year accepted: anything before is a typing error. */
export const EARLIEST_BIRTH_YEAR = 1900;

// abort: a malformed part skips the whole-date check, so each input shows one message.
const digits = (pattern: RegExp, message: string) =>
  z.string({ error: message }).trim().regex(pattern, { error: message, abort: true });

export const birthDatePartsSchema = z
  .object({
    day: digits(/^\d{1,2}$/, BIRTH_DAY_MESSAGE),
    month: digits(/^\d{1,2}$/, BIRTH_MONTH_MESSAGE),
    year: digits(/^\d{4}$/, BIRTH_YEAR_MESSAGE),
  })
  .refine(
    ({ day, month, year }) =>
      Number(year) >= EARLIEST_BIRTH_YEAR &&
      isPayloadYear(Number(year)) &&
      isValidCalendarDate(Number(year), Number(month), Number(day)),
    { error: DATE_INVALID_MESSAGE, path: ['day'] },
  )
  .transform(({ day, month, year }) => toIsoDate(Number(year), Number(month), Number(day)));

export type BirthDatePartsInput = z.input<typeof birthDatePartsSchema>;

/** The three inputs' values for a stored 'YYYY-MM-DD' date (for editing). */
export function birthDateToParts(isoDate: string): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return { day, month, year };
}
