import { describe, expect, it } from 'vitest';
import { formatKr, roundKr } from './money';

describe('formatKr', () => {
  it('groups thousands with a space and puts kr after', () => {
    expect(formatKr(1250)).toBe('1 250 kr');
    expect(formatKr(1234567)).toBe('1 234 567 kr');
    expect(formatKr(999)).toBe('999 kr');
    expect(formatKr(0)).toBe('0 kr');
  });

  it('shows two decimals with a comma only when there are øre', () => {
    expect(formatKr(1250.5)).toBe('1 250,50 kr');
    expect(formatKr(0.1 + 0.2)).toBe('0,30 kr');
    expect(formatKr(99.999)).toBe('100 kr');
  });

  it('accepts decimal strings from the API', () => {
    expect(formatKr('12500.00')).toBe('12 500 kr');
  });

  it('formats negative amounts without a negative zero', () => {
    expect(formatKr(-75)).toBe('-75 kr');
    expect(formatKr(-1250.25)).toBe('-1 250,25 kr');
    expect(formatKr(-0.001)).toBe('0 kr');
  });

  it('rejects non-numbers', () => {
    expect(() => formatKr('abc')).toThrow(RangeError);
  });
});

describe('roundKr', () => {
  it('rounds half away from zero to øre', () => {
    expect(roundKr(1.005)).toBe(1.01);
    expect(roundKr(-1.005)).toBe(-1.01);
    expect(roundKr(2.344)).toBe(2.34);
    expect(Object.is(roundKr(-0.001), 0)).toBe(true);
  });
});
