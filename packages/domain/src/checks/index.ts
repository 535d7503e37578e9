// @portal/domain/checks: its rules, exported by name.
export { MAX_PAYLOAD_YEAR, MIN_PAYLOAD_YEAR, isIsoCalendarDate, isPayloadYear } from './calendar';
export {
  fodselsnummerControlDigits,
  isValidFodselsnummer,
  birthDateFromFodselsnummer,
  fodselsnummerKind,
} from './fodselsnummer';
export type { FodselsnummerKind } from './fodselsnummer';
export {
  normaliseKontonummer,
  kontonummerControlDigit,
  isValidKontonummer,
  formatKontonummer,
} from './kontonummer';
export {
  FODSELSNUMMER_LENGTH_MESSAGE,
  FODSELSNUMMER_INVALID_MESSAGE,
  KONTONUMMER_REQUIRED_MESSAGE,
  KONTONUMMER_INVALID_MESSAGE,
  fodselsnummerSchema,
  kontonummerSchema,
} from './refinements';
