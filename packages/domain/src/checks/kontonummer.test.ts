import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatKontonummer,
  isValidKontonummer,
  kontonummerControlDigit,
  normaliseKontonummer,
} from './kontonummer';

function control(firstTen: string): number | null {
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const k = 11 - (w.reduce((s, x, i) => s + x * Number(firstTen[i]), 0) % 11);
  return k === 11 ? 0 : k === 10 ? null : k;
}

describe('kontonummer', () => {
  it('accepts numbers whose control digit was computed by hand', () => {
    // 1234567890: 5+8+9+8+35+36+35+32+27+0 = 195, 195 % 11 = 8, 11 - 8 = 3.
    expect(isValidKontonummer('12345678903')).toBe(true);
    // 8601111794: 40+24+0+2+7+6+5+28+27+8 = 147, 147 % 11 = 4, 11 - 4 = 7.
    expect(isValidKontonummer('86011117947')).toBe(true);
  });

  it('accepts spaces and dots between the groups', () => {
    expect(isValidKontonummer('1234.56.78903')).toBe(true);
    expect(isValidKontonummer('1234 56 78903')).toBe(true);
    expect(isValidKontonummer(' 8601 11 17947 ')).toBe(true);
  });

  it('rejects a wrong control digit, wrong length and other characters', () => {
    expect(isValidKontonummer('12345678904')).toBe(false);
    expect(isValidKontonummer('1234567890')).toBe(false);
    expect(isValidKontonummer('123456789031')).toBe(false);
    expect(isValidKontonummer('1234-56-78903')).toBe(false);
    expect(isValidKontonummer('')).toBe(false);
  });

  it('rejects ten digits whose control would be 10', () => {
    // 0000000001: sum 2, 11 - 2 = 9 -> valid; 0000000010: sum 3 -> 8; 1000000000: sum 5 -> 6.
    // 0000000100: sum 4 -> 7; 0000001000: sum 5; find one giving 10 (sum % 11 === 1).
    const firstTen = '0000000300'; // 4 * 3 = 12, 12 % 11 = 1, 11 - 1 = 10: no control digit.
    expect(kontonummerControlDigit(firstTen)).toBeNull();
    for (let d = 0; d <= 9; d += 1) expect(isValidKontonummer(`${firstTen}${d}`)).toBe(false);
    expect(kontonummerControlDigit('123')).toBeNull();
  });

  it('gives 0 when the remainder is 0', () => {
    // 0000000000: sum 0 -> 11 -> 0.
    expect(kontonummerControlDigit('0000000000')).toBe(0);
    expect(isValidKontonummer('00000000000')).toBe(true);
  });

  it('normalises and formats', () => {
    expect(normaliseKontonummer('1234.56.78903')).toBe('12345678903');
    expect(normaliseKontonummer(' 1234 56 78903 ')).toBe('12345678903');
    expect(formatKontonummer('12345678903')).toBe('1234.56.78903');
    expect(formatKontonummer('1234 56 78903')).toBe('1234.56.78903');
    expect(formatKontonummer('123')).toBe('123');
  });

  const firstTen = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 })
    .map((d) => d.join(''));

  it('property: ten digits plus their control digit always pass, with or without separators', () => {
    fc.assert(
      fc.property(firstTen, (ten) => {
        const k = control(ten);
        fc.pre(k !== null);
        expect(kontonummerControlDigit(ten)).toBe(k);
        expect(isValidKontonummer(`${ten}${k}`)).toBe(true);
        expect(isValidKontonummer(formatKontonummer(`${ten}${k}`))).toBe(true);
      }),
    );
  });

  it('property: changing any one digit makes it fail', () => {
    fc.assert(
      fc.property(
        firstTen,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (ten, position, delta) => {
          const k = control(ten);
          fc.pre(k !== null);
          const digits = [...`${ten}${k}`];
          digits[position] = String((Number(digits[position]) + delta) % 10);
          expect(isValidKontonummer(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});
