// The identity-number and bank-account checks as zod schemas the forms (and the API) use.
import { z } from 'zod';
import { isValidFodselsnummer } from './fodselsnummer';
import { isValidKontonummer, normaliseKontonummer } from './kontonummer';

export const FODSELSNUMMER_LENGTH_MESSAGE = 'Fødselsnummer må være 11 siffer';
export const FODSELSNUMMER_INVALID_MESSAGE = 'Ugyldig fødselsnummer';
export const KONTONUMMER_REQUIRED_MESSAGE = 'Kontonummer er påkrevd';
export const KONTONUMMER_INVALID_MESSAGE = 'Ugyldig kontonummer';

/** Exactly 11 characters (the seed's rule), then a valid fødselsnummer/D-number/H-number. Trims. */
export const fodselsnummerSchema = z
  .string({ error: FODSELSNUMMER_LENGTH_MESSAGE })
  .trim()
  .length(11, { error: FODSELSNUMMER_LENGTH_MESSAGE, abort: true })
  .refine(isValidFodselsnummer, FODSELSNUMMER_INVALID_MESSAGE);

/** A valid kontonummer; spaces and dots allowed in the input, the output is the 11 digits. */
export const kontonummerSchema = z
  .string({ error: KONTONUMMER_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: KONTONUMMER_REQUIRED_MESSAGE, abort: true })
  .refine(isValidKontonummer, KONTONUMMER_INVALID_MESSAGE)
  .transform(normaliseKontonummer);
