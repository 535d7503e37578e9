import { describe, expect, it } from 'vitest';
import { errorsOf, parsed } from '../schemas/test-helpers';
import { fodselsnummerSchema, kontonummerSchema } from './refinements';

describe('fodselsnummerSchema', () => {
  it('accepts and trims a valid number', () => {
    expect(parsed(fodselsnummerSchema, ' 01019012480 ')).toBe('01019012480');
  });
  it('requires exactly 11 characters', () => {
    expect(errorsOf(fodselsnummerSchema, '0101901248')).toEqual({
      '': ['Fødselsnummer må være 11 siffer'],
    });
    expect(errorsOf(fodselsnummerSchema, '010190124800')).toEqual({
      '': ['Fødselsnummer må være 11 siffer'],
    });
    expect(errorsOf(fodselsnummerSchema, undefined)).toEqual({
      '': ['Fødselsnummer må være 11 siffer'],
    });
  });
  it('rejects a wrong control digit with the check message', () => {
    expect(errorsOf(fodselsnummerSchema, '01019012481')).toEqual({ '': ['Ugyldig fødselsnummer'] });
  });
});

describe('kontonummerSchema', () => {
  it('accepts separators and outputs the digits', () => {
    expect(parsed(kontonummerSchema, '1234.56.78903')).toBe('12345678903');
  });
  it('requires a value', () => {
    expect(errorsOf(kontonummerSchema, '  ')).toEqual({ '': ['Kontonummer er påkrevd'] });
    expect(errorsOf(kontonummerSchema, null)).toEqual({ '': ['Kontonummer er påkrevd'] });
  });
  it('rejects an invalid number', () => {
    expect(errorsOf(kontonummerSchema, '1234.56.78904')).toEqual({ '': ['Ugyldig kontonummer'] });
  });
});
