// Norwegian national identity number (fødselsnummer): DDMMYY + 3-digit individual number + 2 control
// digits (mod 11). D-numbers add 40 to the day, H-numbers add 40 to the month; both are accepted.
// The century follows from the individual number (the register's allocation table). Synthetic test
// numbers (month + 80) are not accepted.
import { isValidCalendarDate, toIsoDate } from './calendar';

const FIRST_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const SECOND_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const ELEVEN_DIGITS = /^\d{11}$/;

/** 'F' ordinary number, 'D' D-number (day + 40), 'H' H-number (month + 40). */
export type FodselsnummerKind = 'F' | 'D' | 'H';

/** Mod-11 control digit for the weights, or null when the remainder gives 10 (no valid digit). */
function mod11(digits: readonly number[], weights: readonly number[]): number | null {
  const sum = weights.reduce((acc, weight, i) => acc + weight * (digits[i] as number), 0);
  const control = (11 - (sum % 11)) % 11;
  return control === 10 ? null : control;
}

/**
 * The two control digits for the first nine digits of a fødselsnummer, as a 2-character string,
 * or null when no valid pair exists for those nine digits.
 */
export function fodselsnummerControlDigits(firstNine: string): string | null {
  if (!/^\d{9}$/.test(firstNine)) return null;
  const digits = [...firstNine].map(Number);
  const k1 = mod11(digits, FIRST_WEIGHTS);
  if (k1 === null) return null;
  const k2 = mod11([...digits, k1], SECOND_WEIGHTS);
  if (k2 === null) return null;
  return `${k1}${k2}`;
}

/** Full year from the two-digit year and the individual number, or null for an unallocated pair. */
function centuryYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy <= 39) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return null;
}

interface Decoded {
  kind: FodselsnummerKind;
  year: number;
  month: number;
  day: number;
}

function decodeBirthDate(value: string): Decoded | null {
  if (!ELEVEN_DIGITS.test(value)) return null;
  let day = Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  let kind: FodselsnummerKind = 'F';
  if (day > 40) {
    day -= 40;
    kind = 'D';
  } else if (month > 40) {
    month -= 40;
    kind = 'H';
  }
  const year = centuryYear(Number(value.slice(4, 6)), Number(value.slice(6, 9)));
  if (year === null || !isValidCalendarDate(year, month, day)) return null;
  return { kind, year, month, day };
}

/** True for an 11-digit fødselsnummer, D-number or H-number with a real birth date and both control digits right. */
export function isValidFodselsnummer(value: string): boolean {
  if (decodeBirthDate(value) === null) return false;
  return fodselsnummerControlDigits(value.slice(0, 9)) === value.slice(9);
}

/** Birth date as 'YYYY-MM-DD' of a valid fødselsnummer (D- and H-numbers decoded), else null. */
export function birthDateFromFodselsnummer(value: string): string | null {
  if (!isValidFodselsnummer(value)) return null;
  const decoded = decodeBirthDate(value) as Decoded;
  return toIsoDate(decoded.year, decoded.month, decoded.day);
}

/** Kind of a valid number ('F', 'D' or 'H'), else null. */
export function fodselsnummerKind(value: string): FodselsnummerKind | null {
  if (!isValidFodselsnummer(value)) return null;
  return (decodeBirthDate(value) as Decoded).kind;
}
