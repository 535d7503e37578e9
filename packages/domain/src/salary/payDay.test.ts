import { describe, expect, it } from 'vitest';
import { formatPayDay, nextPayDay, nextPayDayPayload } from './payDay';

/** Noon in Oslo on a given day, so the tests read as calendar days. */
const oslo = (iso: string) => new Date(`${iso}T12:00:00+01:00`);

describe('pay day', () => {
  it('is the 15th of this month up to and including the 15th', () => {
    expect(nextPayDay(oslo('2026-11-14'))).toEqual({ year: 2026, month: 11, day: 15 });
    expect(nextPayDay(oslo('2026-11-15'))).toEqual({ year: 2026, month: 11, day: 15 });
    expect(nextPayDay(oslo('2026-11-01'))).toEqual({ year: 2026, month: 11, day: 15 });
  });

  it('is the 15th of next month after the 15th', () => {
    expect(nextPayDay(oslo('2026-11-16'))).toEqual({ year: 2026, month: 12, day: 15 });
    expect(nextPayDay(oslo('2026-11-30'))).toEqual({ year: 2026, month: 12, day: 15 });
    expect(nextPayDay(oslo('2026-12-16'))).toEqual({ year: 2027, month: 1, day: 15 });
    expect(nextPayDay(oslo('2028-02-29'))).toEqual({ year: 2028, month: 3, day: 15 });
  });

  it('uses the Oslo date near midnight', () => {
    expect(nextPayDay(new Date('2026-11-15T23:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 15,
    }); // 00:00 on the 16th
    expect(nextPayDay(new Date('2026-11-15T22:59:59Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 15,
    }); // 23:59:59 on the 15th
    expect(nextPayDay(new Date('2026-06-15T22:00:00Z'))).toEqual({ year: 2026, month: 7, day: 15 }); // summer: 00:00 on the 16th
    expect(nextPayDay(new Date('2026-06-15T21:59:59Z'))).toEqual({ year: 2026, month: 6, day: 15 });
  });

  it("formats 'DD. MMMM' in Norwegian", () => {
    expect(formatPayDay(oslo('2026-11-21'))).toBe('15. desember');
    expect(formatPayDay(oslo('2026-12-15'))).toBe('15. desember');
    expect(formatPayDay(oslo('2026-12-16'))).toBe('15. januar');
    expect(formatPayDay(oslo('2026-03-29'))).toBe('15. april');
    expect(formatPayDay(oslo('2026-10-25'))).toBe('15. november');
    expect(nextPayDayPayload(oslo('2026-12-16'))).toBe('2027-01-15');
  });
});
