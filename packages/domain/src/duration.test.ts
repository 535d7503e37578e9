import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DURATION_STEP_MINUTES,
  activityEnd,
  durationFromParts,
  durationOptions,
  durationToParts,
  formatDurationHm,
  formatHoursLong,
  roundDurationToStep,
  roundMinutesToStep,
  stepDurationDown,
  stepDurationUp,
} from './duration';
import { formatDateTime, formatTime } from './format/dates';

describe('15-minute rounding', () => {
  it('uses a 15-minute step', () => {
    expect(DURATION_STEP_MINUTES).toBe(15);
  });

  it('rounds minutes to the nearest step, halves up', () => {
    expect(roundMinutesToStep(7)).toBe(0);
    expect(roundMinutesToStep(7.5)).toBe(15);
    expect(roundMinutesToStep(52)).toBe(45);
    expect(roundMinutesToStep(53)).toBe(60);
    expect(roundMinutesToStep(-7)).toBe(0);
    expect(Object.is(roundMinutesToStep(-7), 0)).toBe(true);
    expect(roundMinutesToStep(10, 5)).toBe(10);
    expect(() => roundMinutesToStep(10, 0)).toThrow(RangeError);
  });

  it('rounds decimal hours to quarter hours', () => {
    expect(roundDurationToStep(1.1)).toBe(1);
    expect(roundDurationToStep(1.125)).toBe(1.25);
    expect(roundDurationToStep(1.13)).toBe(1.25);
    expect(roundDurationToStep(0)).toBe(0);
    expect(roundDurationToStep(-0.1)).toBe(0);
    expect(roundDurationToStep(-0.5)).toBe(-0.5);
    expect(roundDurationToStep(2 / 3)).toBe(0.75);
  });

  it('property: result is a multiple of the step, within half a step, and idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (hours) => {
        const r = roundDurationToStep(hours);
        const quarters = r * 4;
        expect(Math.abs(quarters - Math.round(quarters))).toBeLessThan(1e-9);
        expect(Math.abs(r - hours)).toBeLessThanOrEqual(0.125 + 1e-9);
        expect(roundDurationToStep(r)).toBe(r);
      }),
    );
  });

  it('property: minute rounding is monotonic', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10000, max: 10000 }),
        fc.integer({ min: 0, max: 100 }),
        (a, d) => {
          expect(roundMinutesToStep(a)).toBeLessThanOrEqual(roundMinutesToStep(a + d));
        },
      ),
    );
  });
});

describe('duration formats', () => {
  it('formats h:mm', () => {
    expect(formatDurationHm(1.5)).toBe('1:30');
    expect(formatDurationHm(0.25)).toBe('0:15');
    expect(formatDurationHm(10)).toBe('10:00');
    expect(formatDurationHm(0)).toBe('0:00');
    expect(formatDurationHm(-0.75)).toBe('-0:45');
    expect(formatDurationHm(1.9999)).toBe('2:00');
  });

  it("formats 'X timer og Y minutter'", () => {
    expect(formatHoursLong(12.5)).toBe('12 timer og 30 minutter');
    expect(formatHoursLong(1)).toBe('1 timer og 0 minutter');
    expect(formatHoursLong('10.75')).toBe('10 timer og 45 minutter');
    expect(formatHoursLong(0)).toBe('0 timer og 0 minutter');
    expect(formatHoursLong(-1.25)).toBe('-1 timer og 15 minutter');
  });

  it('splits and joins parts', () => {
    expect(durationToParts(1.75)).toEqual({ negative: false, hours: 1, minutes: 45 });
    expect(durationToParts(-0.25)).toEqual({ negative: true, hours: 0, minutes: 15 });
    expect(durationFromParts(1, 45)).toBe(1.75);
  });
});

describe('duration picker steps', () => {
  it('lists quarter hours up to the maximum', () => {
    expect(durationOptions(1)).toEqual([
      { value: 0.25, label: '0:15' },
      { value: 0.5, label: '0:30' },
      { value: 0.75, label: '0:45' },
      { value: 1, label: '1:00' },
    ]);
    expect(durationOptions()).toHaveLength(32);
    expect(durationOptions(0)).toEqual([]);
  });

  it('steps up and down by 15 minutes, never below one step', () => {
    expect(stepDurationUp(1)).toBe(1.25);
    expect(stepDurationUp(1.1)).toBe(1.25);
    expect(stepDurationDown(1)).toBe(0.75);
    expect(stepDurationDown(0.25)).toBe(0.25);
    expect(stepDurationDown(0)).toBe(0.25);
  });
});

describe('activityEnd', () => {
  it('adds the duration to the start', () => {
    const end = activityEnd('2026-11-21T15:00:00Z', 1.5);
    expect(end.toISOString()).toBe('2026-11-21T16:30:00.000Z');
    expect(formatTime(end)).toBe('17:30');
  });

  it('crosses midnight', () => {
    expect(formatDateTime(activityEnd('2026-11-21T22:30:00Z', 1))).toBe('22.11.2026, kl: 00:30');
  });

  it('counts elapsed time across the spring DST change (2026-03-29)', () => {
    const start = new Date('2026-03-29T00:30:00Z'); // 01:30 Oslo
    expect(formatTime(activityEnd(start, 1))).toBe('03:30');
  });

  it('counts elapsed time across the autumn DST change (2026-10-25)', () => {
    const start = new Date('2026-10-25T00:30:00Z'); // 02:30 CEST
    expect(formatTime(activityEnd(start, 1))).toBe('02:30'); // 02:30 CET
  });

  it('returns the start for zero hours and does not mutate the input', () => {
    const start = new Date('2026-11-21T15:00:00Z');
    expect(activityEnd(start, 0).getTime()).toBe(start.getTime());
    expect(start.toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });
});
