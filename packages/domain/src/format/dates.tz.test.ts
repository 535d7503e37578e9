import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toPayloadDate } from './dates';

// A machine time zone far from Oslo: results must not change. Node re-reads TZ when it is assigned.
const pinned = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = pinned;
});

describe('date formats on a machine outside Norway', () => {
  it('still formats in Oslo time', () => {
    expect(new Date('2026-11-21T08:05:00Z').getTimezoneOffset()).toBe(480);
    expect(formatDateTime(new Date('2026-11-21T08:05:00Z'))).toBe('21.11.2026, kl: 09:05');
    expect(toPayloadDate('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(formatDate('2028-02-29')).toBe('29.02.2028');
  });
});
