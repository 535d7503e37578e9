import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastRunOut, RUN_OUT_WINDOW_DAYS } from './runOut';

const today = { year: 2026, month: 11, day: 25 };
const daysFromToday = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2026, 10, 25)) / 86_400_000);

describe('forecastRunOut', () => {
  it('spreads the last 8 weeks evenly: 8 hours in 56 days is one hour a week', () => {
    expect(forecastRunOut({ remainingHours: 4, hoursDrawnLast8Weeks: 8, today })).toEqual({
      kind: 'date',
      date: '2026-12-23',
    });
  });

  it('crosses month and year ends', () => {
    expect(forecastRunOut({ remainingHours: 10, hoursDrawnLast8Weeks: 8, today })).toEqual({
      kind: 'date',
      date: '2027-02-03',
    });
  });

  it('has no pace without recent lessons, and nothing to forecast when used up', () => {
    expect(forecastRunOut({ remainingHours: 5, hoursDrawnLast8Weeks: 0, today })).toEqual({
      kind: 'no-recent-activity',
    });
    expect(forecastRunOut({ remainingHours: 0, hoursDrawnLast8Weeks: 3, today })).toEqual({
      kind: 'used-up',
    });
    expect(forecastRunOut({ remainingHours: -1.5, hoursDrawnLast8Weeks: 3, today })).toEqual({
      kind: 'used-up',
    });
  });

  it('lands on the exact day when the hours divide evenly by the pace', () => {
    // 306 hours at 17 per 56 days is 1008 days exactly, not 1009.
    const at = forecastRunOut({ remainingHours: 306, hoursDrawnLast8Weeks: 17, today });
    expect(at.kind === 'date' && daysFromToday(at.date)).toBe(1008);
  });

  const hours = fc.integer({ min: 1, max: 4 * 500 }).map((q) => q / 4);

  it('is never before tomorrow, and later with more hours left or a slower pace', () => {
    fc.assert(
      fc.property(hours, hours, hours, (remaining, pace, more) => {
        const at = forecastRunOut({ remainingHours: remaining, hoursDrawnLast8Weeks: pace, today });
        const later = forecastRunOut({
          remainingHours: remaining + more,
          hoursDrawnLast8Weeks: pace,
          today,
        });
        const slower = forecastRunOut({
          remainingHours: remaining,
          hoursDrawnLast8Weeks: pace / 2,
          today,
        });
        if (at.kind !== 'date' || later.kind !== 'date' || slower.kind !== 'date')
          throw new Error('expected dates');
        expect(daysFromToday(at.date)).toBeGreaterThanOrEqual(1);
        expect(later.date >= at.date).toBe(true);
        expect(slower.date >= at.date).toBe(true);
      }),
    );
  });

  it('uses the hours up by that day at the recent pace, and not a day earlier', () => {
    fc.assert(
      fc.property(hours, hours, (remaining, pace) => {
        const at = forecastRunOut({ remainingHours: remaining, hoursDrawnLast8Weeks: pace, today });
        if (at.kind !== 'date') throw new Error('expected a date');
        const days = daysFromToday(at.date);
        // Compared as hours drawn over 56 days (exact for quarter hours): days × pace ≥ remaining × 56.
        const needed = remaining * RUN_OUT_WINDOW_DAYS;
        expect(days * pace).toBeGreaterThanOrEqual(needed);
        if (days > 1) expect((days - 1) * pace).toBeLessThan(needed);
      }),
    );
  });
});
