// Norwegian bank account number (kontonummer): 11 digits, the last a mod-11 control digit over the
// first ten with weights 5,4,3,2,7,6,5,4,3,2. People write it as '1234 56 78903' or '1234.56.78903'.

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const SEPARATORS = /[\s.]/g;

/** Removes the spaces and dots people write between the groups; keeps everything else. */
export function normaliseKontonummer(value: string): string {
  return value.replace(SEPARATORS, '');
}

/** Control digit for the first ten digits, or null when none exists (remainder 10) or input is not 10 digits. */
export function kontonummerControlDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstTen[i]), 0);
  const control = (11 - (sum % 11)) % 11;
  return control === 10 ? null : control;
}

/** True when the value, after removing spaces and dots, is 11 digits with a correct control digit. */
export function isValidKontonummer(value: string): boolean {
  const digits = normaliseKontonummer(value);
  if (!/^\d{11}$/.test(digits)) return false;
  return kontonummerControlDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** 'NNNN.NN.NNNNN' for a value with 11 digits after normalising; other values come back unchanged. */
export function formatKontonummer(value: string): string {
  const digits = normaliseKontonummer(value);
  if (!/^\d{11}$/.test(digits)) return value;
  return `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
}
