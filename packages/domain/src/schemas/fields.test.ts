import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankToNullText,
  defaultedNumberInput,
  defaultedOneToThree,
  emailAddress,
  idInput,
  idList,
  isoDate,
  numberInput,
  oneToThree,
  optionalIdInput,
  optionalPhoneNumber,
  optionalText,
  phoneNumber,
  requiredText,
} from './fields';
import { errorsOf, parsed } from './test-helpers';

const PHONE = 'Telefonnummer må være 8 til 10 tegn';

describe('field builders', () => {
  it('requiredText trims and requires one character', () => {
    expect(parsed(requiredText('Påkrevd'), '  Kari ')).toBe('Kari');
    expect(errorsOf(requiredText('Påkrevd'), '   ')).toEqual({ '': ['Påkrevd'] });
    expect(errorsOf(requiredText('Påkrevd'), undefined)).toEqual({ '': ['Påkrevd'] });
  });

  it('optionalText turns null/undefined into "" and enforces a max length', () => {
    expect(parsed(optionalText(), null)).toBe('');
    expect(parsed(optionalText(), undefined)).toBe('');
    expect(parsed(optionalText(), ' x ')).toBe('x');
    const max3 = optionalText({ length: 3, message: 'Maks 3' });
    expect(parsed(max3, 'abc')).toBe('abc');
    expect(errorsOf(max3, 'abcd')).toEqual({ '': ['Maks 3'] });
  });

  it('blankToNullText gives null for blank', () => {
    expect(parsed(blankToNullText(), '  ')).toBeNull();
    expect(parsed(blankToNullText(), undefined)).toBeNull();
    expect(parsed(blankToNullText(), ' 42 ')).toBe('42');
  });

  it('phoneNumber allows 8 to 10 characters without spaces (7 and 11 fail)', () => {
    expect(errorsOf(phoneNumber(), '1234567')).toEqual({ '': [PHONE] });
    expect(parsed(phoneNumber(), '12345678')).toBe('12345678');
    expect(parsed(phoneNumber(), '1234567890')).toBe('1234567890');
    expect(parsed(phoneNumber(), '400 00 000')).toBe('40000000');
    expect(errorsOf(phoneNumber(), '12345678901')).toEqual({ '': [PHONE] });
    expect(errorsOf(phoneNumber(), undefined)).toEqual({ '': [PHONE] });
  });

  it('optionalPhoneNumber also allows blank', () => {
    expect(parsed(optionalPhoneNumber(), '')).toBe('');
    expect(parsed(optionalPhoneNumber(), null)).toBe('');
    expect(parsed(optionalPhoneNumber(), '12345678')).toBe('12345678');
    expect(errorsOf(optionalPhoneNumber(), '1234567')).toEqual({ '': [PHONE] });
  });

  it('emailAddress separates blank from invalid', () => {
    const email = emailAddress('Påkrevd', 'Ugyldig');
    expect(parsed(email, ' a@b.no ')).toBe('a@b.no');
    expect(errorsOf(email, '')).toEqual({ '': ['Påkrevd'] });
    expect(errorsOf(email, 'a@b')).toEqual({ '': ['Ugyldig'] });
  });

  it('isoDate requires a real YYYY-MM-DD day', () => {
    const date = isoDate('Påkrevd', 'Ugyldig dato');
    expect(parsed(date, '2024-02-29')).toBe('2024-02-29');
    expect(errorsOf(date, '')).toEqual({ '': ['Påkrevd'] });
    expect(errorsOf(date, '2023-02-29')).toEqual({ '': ['Ugyldig dato'] });
    expect(errorsOf(date, '29.02.2024')).toEqual({ '': ['Ugyldig dato'] });
  });

  it('numberInput reads numbers, numeric text and a decimal comma', () => {
    const n = numberInput({ required: 'Påkrevd' });
    expect(parsed(n, 2.5)).toBe(2.5);
    expect(parsed(n, ' 2,5 ')).toBe(2.5);
    expect(parsed(n, '3')).toBe(3);
    expect(errorsOf(n, 'abc')).toEqual({ '': ['Må være et tall'] });
    expect(errorsOf(n, true)).toEqual({ '': ['Må være et tall'] });
    expect(errorsOf(numberInput({ required: 'Påkrevd', invalid: 'Tall!' }), 'x')).toEqual({
      '': ['Tall!'],
    });
  });

  it('numberInput treats blank, null, undefined and NaN alike', () => {
    const required = numberInput({ required: 'Påkrevd' });
    for (const blank of ['', '  ', null, undefined, Number.NaN]) {
      expect(errorsOf(required, blank)).toEqual({ '': ['Påkrevd'] });
      expect(parsed(defaultedNumberInput(7), blank)).toBe(7);
    }
  });

  it('idInput wants a positive integer', () => {
    expect(parsed(idInput('Velg'), '12')).toBe(12);
    expect(parsed(idInput('Velg'), 3)).toBe(3);
    for (const bad of ['', 0, -1, 1.5, 'x', null])
      expect(errorsOf(idInput('Velg'), bad)).toEqual({ '': ['Velg'] });
  });

  it('optionalIdInput gives null for blank', () => {
    expect(parsed(optionalIdInput('Velg'), '')).toBeNull();
    expect(parsed(optionalIdInput('Velg'), null)).toBeNull();
    expect(parsed(optionalIdInput('Velg'), '4')).toBe(4);
    expect(errorsOf(optionalIdInput('Velg'), 0)).toEqual({ '': ['Velg'] });
  });

  it('idList needs at least one id', () => {
    expect(parsed(idList('Minst én'), ['1', 2])).toEqual([1, 2]);
    expect(errorsOf(idList('Minst én'), [])).toEqual({ '': ['Minst én'] });
    expect(errorsOf(idList('Minst én'), undefined)).toEqual({ '': ['Minst én'] });
    expect(errorsOf(idList('Minst én'), ['x'])).toEqual({ '0': ['Minst én'] });
  });

  it('defaulted builders fill a missing key', () => {
    const shape = z.object({
      n: defaultedNumberInput(1),
      s: defaultedOneToThree('Velg', 2),
      t: optionalText(),
      p: optionalPhoneNumber(),
      i: optionalIdInput('Velg'),
      v: blankToNullText(),
    });
    expect(parsed(shape, {})).toEqual({ n: 1, s: 2, t: '', p: '', i: null, v: null });
    expect(errorsOf(shape, { s: 4 })).toEqual({ s: ['Velg'] });
  });

  it('oneToThree accepts 1, 2, 3 as numbers or text', () => {
    expect([1, '2', 3].map((v) => parsed(oneToThree('Velg'), v))).toEqual([1, 2, 3]);
    for (const bad of [0, 4, '', 1.5])
      expect(errorsOf(oneToThree('Velg'), bad)).toEqual({ '': ['Velg'] });
  });
});

describe('test helper parsed', () => {
  it('throws with the messages when the parse fails', () => {
    expect(() => parsed(requiredText('Påkrevd'), '')).toThrow('Påkrevd');
  });
});
