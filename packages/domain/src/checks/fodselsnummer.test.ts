import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateFromFodselsnummer,
  fodselsnummerControlDigits,
  fodselsnummerKind,
  isValidFodselsnummer,
} from './fodselsnummer';

// Independent re-statement of the algorithm, so the tests do not trust the code under test.
function controlDigits(firstNine: string): string | null {
  const d = [...firstNine].map(Number) as number[];
  const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
  const k1 = 11 - (w1.reduce((s, w, i) => s + w * d[i]!, 0) % 11);
  const c1 = k1 === 11 ? 0 : k1;
  if (c1 === 10) return null;
  const w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const k2 = 11 - (w2.reduce((s, w, i) => s + w * [...d, c1][i]!, 0) % 11);
  const c2 = k2 === 11 ? 0 : k2;
  if (c2 === 10) return null;
  return `${c1}${c2}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('isValidFodselsnummer', () => {
  it('accepts numbers whose control digits were computed by hand', () => {
    // 01.01.1990, individual 124: k1 = 11 - 102 % 11 = 8, k2 = 11 - 110 % 11 = 11 -> 0.
    expect(isValidFodselsnummer('01019012480')).toBe(true);
    // 15.07.2005, individual 512 (born 2000-2039): k1 = 11 - 119 % 11 = 2, k2 = 11 - 108 % 11 = 2.
    expect(isValidFodselsnummer('15070551222')).toBe(true);
    // 29.02.2000 (a leap day), individual 500: k1 = 11 - 91 % 11 = 8, k2 = 11 - 91 % 11 = 8.
    expect(isValidFodselsnummer('29020050088')).toBe(true);
  });

  it('accepts a D-number (day + 40), hand-computed', () => {
    // 41.01.90 = 01.01.1990, individual 124: k1 = 11 - 114 % 11 = 7, k2 = 11 - 128 % 11 = 4.
    expect(isValidFodselsnummer('41019012474')).toBe(true);
    expect(fodselsnummerKind('41019012474')).toBe('D');
    expect(birthDateFromFodselsnummer('41019012474')).toBe('1990-01-01');
  });

  it('accepts an H-number (month + 40), hand-computed', () => {
    // 01.41.90 = 01.01.1990, individual 124: k1 = 11 - 126 % 11 = 6, k2 = 11 - 118 % 11 = 3.
    expect(isValidFodselsnummer('01419012463')).toBe(true);
    expect(fodselsnummerKind('01419012463')).toBe('H');
    expect(birthDateFromFodselsnummer('01419012463')).toBe('1990-01-01');
  });

  it('rejects a wrong first or second control digit', () => {
    expect(isValidFodselsnummer('01019012490')).toBe(false);
    expect(isValidFodselsnummer('01019012481')).toBe(false);
  });

  it('rejects wrong length and non-digits', () => {
    expect(isValidFodselsnummer('0101901248')).toBe(false);
    expect(isValidFodselsnummer('010190124800')).toBe(false);
    expect(isValidFodselsnummer('0101901248a')).toBe(false);
    expect(isValidFodselsnummer('010190 12480')).toBe(false);
    expect(isValidFodselsnummer('')).toBe(false);
  });

  it('rejects nine digits for which no control digit exists', () => {
    // 010190123: the first weighted sum is 100, 11 - 100 % 11 = 10, which is no digit.
    expect(fodselsnummerControlDigits('010190123')).toBeNull();
    expect(fodselsnummerControlDigits('12345')).toBeNull();
    for (let k = 0; k < 100; k += 1) expect(isValidFodselsnummer(`010190123${pad(k)}`)).toBe(false);
  });

  it('rejects 10 as the second control digit', () => {
    // Find nine digits whose first control digit exists and whose second does not.
    const nine = Array.from({ length: 1000 }, (_, i) => `010190${pad(i, 3)}`).find((n) => {
      const digits = [...n].map(Number);
      const c1 =
        (11 - ([3, 7, 6, 1, 8, 9, 4, 5, 2].reduce((s, w, i) => s + w * digits[i]!, 0) % 11)) % 11;
      if (c1 === 10) return false;
      const c2 =
        11 -
        ([5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((s, w, i) => s + w * [...digits, c1][i]!, 0) % 11);
      return c2 === 10;
    });
    expect(nine).toBeDefined();
    expect(fodselsnummerControlDigits(nine!)).toBeNull();
  });

  it('rejects impossible dates even with correct control digits', () => {
    // 29.02.1999, 31.04.1990, day 32, month 13, day 0, month 0, D-number day 72 (= 32).
    for (const ddmmyy of ['290299', '310490', '320190', '011390', '000190', '010090', '721290']) {
      const nine = Array.from({ length: 500 }, (_, i) => `${ddmmyy}${pad(i, 3)}`).find(
        (n) => controlDigits(n) !== null,
      )!;
      expect(isValidFodselsnummer(nine + controlDigits(nine))).toBe(false);
    }
  });

  it('accepts the leap day only in leap years, with the century from the individual number', () => {
    const leap2000 = `290200500${controlDigits('290200500')}`;
    expect(birthDateFromFodselsnummer(leap2000)).toBe('2000-02-29');
    // Same digits for 1900 (individual 000-499): 1900 was not a leap year.
    const nine1900 = Array.from({ length: 500 }, (_, i) => `290200${pad(i, 3)}`).find(
      (n) => controlDigits(n) !== null,
    )!;
    expect(isValidFodselsnummer(nine1900 + controlDigits(nine1900))).toBe(false);
  });

  it('derives the century from the individual number', () => {
    const build = (nine: string) => {
      const c = controlDigits(nine);
      return c === null ? null : nine + c;
    };
    const firstValid = (ddmmyy: string, from: number, to: number) => {
      for (let i = from; i <= to; i += 1) {
        const n = build(ddmmyy + pad(i, 3));
        if (n) return n;
      }
      throw new Error('none');
    };
    expect(birthDateFromFodselsnummer(firstValid('010160', 0, 499))).toBe('1960-01-01');
    expect(birthDateFromFodselsnummer(firstValid('010160', 900, 999))).toBe('1960-01-01');
    expect(birthDateFromFodselsnummer(firstValid('010160', 500, 749))).toBe('1860-01-01');
    expect(birthDateFromFodselsnummer(firstValid('010145', 500, 749))).toBeNull(); // 1854-1899 only for 54-99
    expect(birthDateFromFodselsnummer(firstValid('010160', 750, 899))).toBeNull(); // unallocated
    expect(birthDateFromFodselsnummer(firstValid('010170', 500, 749))).toBe('1870-01-01');
    expect(birthDateFromFodselsnummer(firstValid('010110', 500, 999))).toBe('2010-01-01');
  });

  it('gives null birth date and kind for invalid numbers', () => {
    expect(birthDateFromFodselsnummer('01019012481')).toBeNull();
    expect(fodselsnummerKind('01019012481')).toBeNull();
    expect(fodselsnummerKind('01019012480')).toBe('F');
    expect(birthDateFromFodselsnummer('15070551222')).toBe('2005-07-15');
  });

  // Birth dates 1900-1999 with individual numbers 000-499 always have a century.
  const nineDigits = fc
    .record({
      date: fc.date({
        min: new Date(Date.UTC(1900, 0, 1)),
        max: new Date(Date.UTC(1999, 11, 31)),
        noInvalidDate: true,
      }),
      individual: fc.integer({ min: 0, max: 499 }),
      kind: fc.constantFrom('F', 'D', 'H'),
    })
    .map(({ date, individual, kind }) => {
      const day = date.getUTCDate() + (kind === 'D' ? 40 : 0);
      const month = date.getUTCMonth() + 1 + (kind === 'H' ? 40 : 0);
      return `${pad(day)}${pad(month)}${pad(date.getUTCFullYear() % 100)}${pad(individual, 3)}`;
    });

  it('property: nine valid digits plus their control digits always pass', () => {
    fc.assert(
      fc.property(nineDigits, (nine) => {
        const control = controlDigits(nine);
        fc.pre(control !== null);
        expect(fodselsnummerControlDigits(nine)).toBe(control);
        expect(isValidFodselsnummer(nine + control)).toBe(true);
      }),
    );
  });

  it('property: changing any one digit of a valid number makes it fail', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (nine, position, delta) => {
          const control = controlDigits(nine);
          fc.pre(control !== null);
          const digits = [...(nine + control)];
          digits[position] = String((Number(digits[position]) + delta) % 10);
          expect(isValidFodselsnummer(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});
