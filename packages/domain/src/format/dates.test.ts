import { describe, expect, it } from 'vitest';
import {
  calendarDateToPayload,
  formatDate,
  formatDateTime,
  formatDateTimeCompact,
  formatTime,
  toPayloadDate,
} from './dates';

describe('date formats (Europe/Oslo)', () => {
  it('formats a winter instant (UTC+1)', () => {
    const d = new Date('2026-11-21T08:05:00Z');
    expect(formatDate(d)).toBe('21.11.2026');
    expect(formatTime(d)).toBe('09:05');
    expect(formatDateTime(d)).toBe('21.11.2026, kl: 09:05');
    expect(formatDateTimeCompact(d)).toBe('21.11.2026 09:05');
    expect(toPayloadDate(d)).toBe('2026-11-21');
  });

  it('formats a summer instant (UTC+2)', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026, kl: 00:30');
    expect(toPayloadDate('2026-07-01T22:30:00Z')).toBe('2026-07-02');
  });

  it('uses the Oslo day near midnight UTC, not the UTC day', () => {
    expect(toPayloadDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(formatDate('2026-12-31T22:59:59Z')).toBe('31.12.2026');
  });

  it('reads a bare YYYY-MM-DD as that calendar day', () => {
    expect(formatDate('2028-02-29')).toBe('29.02.2028');
    expect(toPayloadDate('2024-12-15')).toBe('2024-12-15');
    expect(formatTime('2024-12-15')).toBe('00:00');
  });

  it('accepts epoch milliseconds and ISO strings with offsets', () => {
    expect(formatTime(Date.UTC(2026, 0, 1, 12, 0))).toBe('13:00');
    expect(formatDateTime('2026-03-15T10:00:00+01:00')).toBe('15.03.2026, kl: 10:00');
  });

  it('handles the spring daylight-saving day 2026-03-29 (02:00 -> 03:00)', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(toPayloadDate('2026-03-28T23:00:00Z')).toBe('2026-03-29');
  });

  it('handles the autumn daylight-saving day 2026-10-25 (03:00 -> 02:00)', () => {
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(formatDate('2026-10-24T22:00:00Z')).toBe('25.10.2026');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('pads calendar dates', () => {
    expect(calendarDateToPayload({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
  });
});
