import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/dates';
import { combineOsloDateTime, splitOsloDateTime } from './combine';

describe('combineOsloDateTime', () => {
  it('reads wall-clock time in winter and summer', () => {
    expect(combineOsloDateTime('2026-11-21', { hours: 9, minutes: 0 }).toISOString()).toBe(
      '2026-11-21T08:00:00.000Z',
    );
    expect(combineOsloDateTime('2026-07-01', { hours: 0, minutes: 15 }).toISOString()).toBe(
      '2026-06-30T22:15:00.000Z',
    );
    expect(combineOsloDateTime('2028-02-29', { hours: 23, minutes: 45 }).toISOString()).toBe(
      '2028-02-29T22:45:00.000Z',
    );
  });

  it('moves a time skipped on 2026-03-29 forward by the gap', () => {
    expect(combineOsloDateTime('2026-03-29', { hours: 1, minutes: 45 }).toISOString()).toBe(
      '2026-03-29T00:45:00.000Z',
    );
    const skipped = combineOsloDateTime('2026-03-29', { hours: 2, minutes: 30 });
    expect(skipped.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(formatDateTime(skipped)).toBe('29.03.2026, kl: 03:30');
    expect(combineOsloDateTime('2026-03-29', { hours: 3, minutes: 0 }).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('takes the first of a time that occurs twice on 2026-10-25', () => {
    expect(combineOsloDateTime('2026-10-25', { hours: 2, minutes: 30 }).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(combineOsloDateTime('2026-10-25', { hours: 3, minutes: 0 }).toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
    expect(combineOsloDateTime('2026-10-25', { hours: 1, minutes: 30 }).toISOString()).toBe(
      '2026-10-24T23:30:00.000Z',
    );
  });

  it('rejects a malformed date', () => {
    expect(() => combineOsloDateTime('21.11.2026', { hours: 9, minutes: 0 })).toThrow(RangeError);
  });

  it('property: split then combine returns the same instant outside the repeated autumn hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (ms) => {
        const minute = Math.floor(ms / 60000) * 60000;
        const { date, time } = splitOsloDateTime(minute);
        const back = combineOsloDateTime(date, time).getTime();
        // In the repeated hour the first occurrence wins, which is one hour earlier.
        expect([minute, minute - 3_600_000]).toContain(back);
        expect(splitOsloDateTime(back)).toEqual({ date, time });
      }),
    );
  });
});

describe('splitOsloDateTime', () => {
  it('gives the Oslo date and time', () => {
    expect(splitOsloDateTime('2026-12-31T23:30:00Z')).toEqual({
      date: '2027-01-01',
      time: { hours: 0, minutes: 30 },
    });
    expect(splitOsloDateTime('2026-10-25T01:30:00Z')).toEqual({
      date: '2026-10-25',
      time: { hours: 2, minutes: 30 },
    });
  });
});
