import { describe, expect, it } from 'vitest';
import { formatCsvNumber } from './numbers';

const NNBSP = '\u202f';

describe('French digit grouping', () => {
  it('groups by three with a narrow no-break space and uses a decimal comma', () => {
    expect(formatCsvNumber(1234567.5)).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(formatCsvNumber(1000)).toBe(`1${NNBSP}000`);
    expect(formatCsvNumber(999)).toBe('999');
    expect(formatCsvNumber('12500.00')).toBe(`12${NNBSP}500`);
  });

  it('rounds to two decimals, or fixed decimals on request', () => {
    expect(formatCsvNumber(2.345)).toBe('2,35');
    expect(formatCsvNumber(1250, { fixedDecimals: true })).toBe(`1${NNBSP}250,00`);
    expect(formatCsvNumber(1.5, { maxDecimals: 0 })).toBe('2');
  });

  it('writes negatives with a hyphen and never -0', () => {
    expect(formatCsvNumber(-1234.5)).toBe(`-1${NNBSP}234,5`);
    expect(formatCsvNumber(-0)).toBe('0');
    expect(formatCsvNumber(-0.001)).toBe('0');
  });

  it('rejects non-numbers', () => {
    expect(() => formatCsvNumber('x')).toThrow(RangeError);
    expect(() => formatCsvNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
