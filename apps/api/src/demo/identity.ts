import { fodselsnummerControlDigits, kontonummerControlDigit } from '@portal/domain/checks';
import type { Random } from './random';

/** A valid fødselsnummer for a birth date (YYYY-MM-DD); individual numbers are tried until the control digits exist. */
export const fodselsnummerFor = (birthDate: string, random: Random): string => {
  const [y, m, d] = birthDate.split('-') as [string, string, string];
  const dmy = `${d}${m}${y.slice(2)}`;
  // 1900-1999: individual numbers 000-499; 2000-2039: 500-999.
  const [lo, hi] = Number(y) >= 2000 ? [500, 999] : [0, 499];
  for (;;) {
    const first9 = `${dmy}${String(random.int(lo, hi)).padStart(3, '0')}`;
    const control = fodselsnummerControlDigits(first9);
    if (control) return `${first9}${control}`;
  }
};

/** A valid Norwegian account number (11 digits, mod 11). */
export const kontonummer = (random: Random): string => {
  for (;;) {
    const first10 = `${random.pick(['1503', '1206', '3000', '9710', '1822'])}${String(random.int(0, 999999)).padStart(6, '0')}`;
    const control = kontonummerControlDigit(first10);
    if (control !== null) return `${first10}${control}`;
  }
};
