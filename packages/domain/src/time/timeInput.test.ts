import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TIME_INPUT_STEP_MINUTES,
  formatTimeOfDay,
  normalizeTimeInput,
  normalizeTimeText,
} from './timeInput';

describe('normalizeTimeInput', () => {
  it('uses a 15-minute step by default', () => {
    expect(TIME_INPUT_STEP_MINUTES).toBe(15);
  });

  it('caps hours at 23 and floors them at 0', () => {
    expect(normalizeTimeInput(24, 0)).toEqual({ hours: 23, minutes: 0 });
    expect(normalizeTimeInput(99, 30)).toEqual({ hours: 23, minutes: 30 });
    expect(normalizeTimeInput(-1, 0)).toEqual({ hours: 0, minutes: 0 });
    expect(normalizeTimeInput(23, 45)).toEqual({ hours: 23, minutes: 45 });
  });

  it('rounds minutes to the step', () => {
    expect(normalizeTimeInput(10, 7)).toEqual({ hours: 10, minutes: 0 });
    expect(normalizeTimeInput(10, 8)).toEqual({ hours: 10, minutes: 15 });
    expect(normalizeTimeInput(10, 37)).toEqual({ hours: 10, minutes: 30 });
    expect(normalizeTimeInput(10, 38)).toEqual({ hours: 10, minutes: 45 });
    expect(normalizeTimeInput(10, 7, 5)).toEqual({ hours: 10, minutes: 5 });
  });

  it('wraps 60 to 0 without changing the hour', () => {
    expect(normalizeTimeInput(10, 53)).toEqual({ hours: 10, minutes: 0 });
    expect(normalizeTimeInput(23, 59)).toEqual({ hours: 23, minutes: 0 });
    expect(normalizeTimeInput(10, 60)).toEqual({ hours: 10, minutes: 0 });
    expect(normalizeTimeInput(10, 75)).toEqual({ hours: 10, minutes: 0 });
  });

  it('reads strings and treats blanks as 0', () => {
    expect(normalizeTimeInput('09', '40')).toEqual({ hours: 9, minutes: 45 });
    expect(normalizeTimeInput('', '')).toEqual({ hours: 0, minutes: 0 });
    expect(normalizeTimeInput(Number.NaN, -5)).toEqual({ hours: 0, minutes: 0 });
    expect(normalizeTimeInput(9.9, 14.9)).toEqual({ hours: 9, minutes: 15 });
  });

  it('property: always a valid time on the step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100 }),
        fc.integer({ min: -100, max: 200 }),
        (h, m) => {
          const t = normalizeTimeInput(h, m);
          expect(t.hours).toBeGreaterThanOrEqual(0);
          expect(t.hours).toBeLessThanOrEqual(23);
          expect([0, 15, 30, 45]).toContain(t.minutes);
        },
      ),
    );
  });
});

describe('time text', () => {
  it('formats a time of day', () => {
    expect(formatTimeOfDay({ hours: 9, minutes: 0 })).toBe('09:00');
  });

  it('normalises typed text', () => {
    expect(normalizeTimeText('25:61')).toBe('23:00');
    expect(normalizeTimeText('9:40')).toBe('09:45');
    expect(normalizeTimeText('1730')).toBe('17:30');
    expect(normalizeTimeText('930')).toBe('09:30');
    expect(normalizeTimeText('8')).toBe('08:00');
    expect(normalizeTimeText('')).toBe('00:00');
  });
});
