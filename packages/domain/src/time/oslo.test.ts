import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  daysInMonth,
  inOslo,
  osloCalendarDate,
  osloMidnight,
  toDate,
} from './oslo';

describe('Oslo calendar helpers', () => {
  it('puts midnight of a calendar day at the right UTC instant in winter and summer', () => {
    expect(osloMidnight(2026, 1, 1).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(osloMidnight(2026, 7, 1).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(osloMidnight(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(osloMidnight(2026, 10, 25).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('reads the Oslo calendar day of an instant', () => {
    expect(osloCalendarDate('2026-11-30T23:30:00Z')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(inOslo('2026-06-15T22:00:00Z').getHours()).toBe(0);
  });

  it('copies Date input instead of sharing it', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    const copy = toDate(d);
    expect(copy).not.toBe(d);
    expect(copy.getTime()).toBe(d.getTime());
  });

  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
  });

  it('adds months clamping to the month end and crossing years', () => {
    expect(addCalendarMonths({ year: 2028, month: 2, day: 29 }, 12)).toEqual({
      year: 2029,
      month: 2,
      day: 28,
    });
    expect(addCalendarMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addCalendarMonths({ year: 2026, month: 12, day: 15 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 15,
    });
    expect(addCalendarMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 15,
    });
    expect(addCalendarMonths({ year: 2026, month: 11, day: 21 }, -11)).toEqual({
      year: 2025,
      month: 12,
      day: 21,
    });
  });
});
