import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isIsoCalendarDate,
  isLeapYear,
  isValidCalendarDate,
  toIsoDate,
} from './calendar';

describe('calendar', () => {
  it('knows leap years, including the century rules', () => {
    expect([2024, 2000, 1900, 2100, 2026].map(isLeapYear)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('gives month lengths', () => {
    expect([1, 2, 4, 6, 9, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 30, 30, 30, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it('accepts real days and rejects impossible ones', () => {
    expect(isValidCalendarDate(2024, 2, 29)).toBe(true);
    expect(isValidCalendarDate(2023, 2, 29)).toBe(false);
    expect(isValidCalendarDate(2023, 4, 31)).toBe(false);
    expect(isValidCalendarDate(2023, 13, 1)).toBe(false);
    expect(isValidCalendarDate(2023, 0, 1)).toBe(false);
    expect(isValidCalendarDate(2023, 1, 0)).toBe(false);
    expect(isValidCalendarDate(2023, 1.5, 1)).toBe(false);
  });

  it('checks YYYY-MM-DD strings', () => {
    expect(isIsoCalendarDate('2024-02-29')).toBe(true);
    expect(isIsoCalendarDate('2023-02-29')).toBe(false);
    expect(isIsoCalendarDate('29.02.2024')).toBe(false);
    expect(isIsoCalendarDate('2024-2-29')).toBe(false);
  });

  it('refuses years outside 1900-2100 (year 0 cannot be stored at all)', () => {
    expect(isIsoCalendarDate('0000-01-01')).toBe(false);
    expect(isIsoCalendarDate('1899-12-31')).toBe(false);
    expect(isIsoCalendarDate('1900-01-01')).toBe(true);
    expect(isIsoCalendarDate('2100-12-31')).toBe(true);
    expect(isIsoCalendarDate('2101-01-01')).toBe(false);
  });

  it('pads parts into YYYY-MM-DD', () => {
    expect(toIsoDate(2005, 7, 5)).toBe('2005-07-05');
  });
});
