import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import {
  OSLO_TIME_ZONE,
  addCalendarMonths,
  daysInMonth,
  inOslo,
  osloCalendarDate,
  osloInstant,
  osloMidnight,
  osloOffsetMinutes,
  osloWallClock,
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

/** Oslo's offset in minutes as the time zone database (the engine's ICU data) gives it. */
const databaseOffset = (instant: number) =>
  -new TZDate(instant, OSLO_TIME_ZONE).getTimezoneOffset();

describe("Oslo's offset by the EU rule, against the time zone database", () => {
  /** 01:00 UTC on the last Sunday of a month (1-12), where the rule changes the clock. */
  const ruleChange = (year: number, month: number) => {
    const lastDay = new Date(Date.UTC(year, month, 0));
    return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
  };
  const DAY_MS = 86_400_000;

  it('changes where the database changes, in every year from 1996 to 2100', () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2100; year++) {
      const instants = [];
      // The 1st and the 15th of each month at noon UTC: no change the rule does not know of.
      for (let month = 0; month < 12; month++)
        instants.push(Date.UTC(year, month, 1, 12), Date.UTC(year, month, 15, 12));
      // And to the millisecond around the two changes the rule makes.
      for (const change of [ruleChange(year, 3), ruleChange(year, 10)])
        instants.push(change - 1, change);
      for (const instant of instants)
        if (osloOffsetMinutes(instant) !== databaseOffset(instant))
          mismatches.push(new Date(instant).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('asks the database before 1996, when summer time ended in September', () => {
    expect(osloOffsetMinutes(Date.parse('1995-09-30T12:00:00Z'))).toBe(60);
    expect(osloOffsetMinutes(Date.parse('1995-09-23T12:00:00Z'))).toBe(120);
    expect(osloOffsetMinutes(Date.parse('1996-09-30T12:00:00Z'))).toBe(120);
  });

  it('puts Oslo midnights where the database puts them, from 1940 to 2100', () => {
    const mismatches: string[] = [];
    for (let year = 1940; year <= 2100; year++) {
      // The days around each change, and the 1st of each month.
      const days = [ruleChange(year, 3), ruleChange(year, 10)].flatMap((change) =>
        [-1, 0, 1].map((offset) => change + offset * DAY_MS),
      );
      for (let month = 0; month < 12; month++) days.push(Date.UTC(year, month, 1));
      for (const day of days) {
        const d = new Date(day);
        const [y, m, dd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        const expected = new TZDate(y, m - 1, dd, OSLO_TIME_ZONE).getTime();
        if (osloMidnight(y, m, dd).getTime() !== expected) mismatches.push(d.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("reads an instant's wall clock as the database does, on both sides of each change", () => {
    for (const iso of [
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T00:59:59Z',
      '2026-10-25T01:00:00Z',
      '1985-07-01T12:00:00Z',
    ]) {
      const wall = osloWallClock(iso);
      const db = inOslo(iso);
      expect([wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([
        db.getDate(),
        db.getHours(),
        db.getMinutes(),
      ]);
    }
  });

  it('gives a wall-clock time its instant, the skipped spring hour moved forward', () => {
    expect(osloInstant(2026, 11, 21, 9, 0).toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(osloInstant(2026, 6, 21, 9, 0).toISOString()).toBe('2026-06-21T07:00:00.000Z');
    // 02:30 does not exist on 29 March 2026: 03:30 summer time.
    expect(osloInstant(2026, 3, 29, 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 occurs twice on 25 October 2026: the first time, still summer time.
    expect(osloInstant(2026, 10, 25, 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});
