import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_STATUS,
  ACTIVITY_STATUS_FILTERS,
  ACTIVITY_STATUS_FILTER_LABELS,
  activityDisplayStatus,
  isFutureStart,
} from './status';

const now = new Date('2026-11-21T12:00:00Z');

describe('activityDisplayStatus', () => {
  it("is 'Fullført' when summary_date is set, whatever the start", () => {
    expect(
      activityDisplayStatus(
        { start_date_time: '2026-11-20T10:00:00Z', summary_date: '2026-11-20' },
        now,
      ),
    ).toBe('Fullført');
    expect(
      activityDisplayStatus(
        { start_date_time: '2026-12-01T10:00:00Z', summary_date: '2026-11-20' },
        now,
      ),
    ).toBe('Fullført');
  });

  it("is 'Planlagt' for a future start without summary", () => {
    expect(
      activityDisplayStatus({ start_date_time: '2026-11-21T12:00:01Z', summary_date: null }, now),
    ).toBe('Planlagt');
    expect(activityDisplayStatus({ start_date_time: '2027-01-01T00:00:00Z' }, now)).toBe(
      'Planlagt',
    );
  });

  it("is 'Mangler oppsummering' for a past or current start without summary", () => {
    expect(
      activityDisplayStatus({ start_date_time: '2026-11-21T11:59:59Z', summary_date: null }, now),
    ).toBe('Mangler oppsummering');
    expect(activityDisplayStatus({ start_date_time: now, summary_date: '' }, now)).toBe(
      'Mangler oppsummering',
    );
  });

  it('exposes the three labels', () => {
    expect(Object.values(ACTIVITY_STATUS)).toEqual([
      'Fullført',
      'Planlagt',
      'Mangler oppsummering',
    ]);
  });

  it('compares instants, not wall clocks, on the DST change day', () => {
    const autumn = new Date('2026-10-25T01:30:00Z'); // 02:30 CET, second pass
    expect(isFutureStart('2026-10-25T00:30:00Z', autumn)).toBe(false); // 02:30 CEST, an hour earlier
    expect(isFutureStart('2026-10-25T02:30:00+01:00', autumn)).toBe(false);
    expect(isFutureStart('2026-10-25T02:31:00+01:00', autumn)).toBe(true);
  });
});

describe('the status filter of the activity list', () => {
  it('has one value per display status, missing summaries first', () => {
    expect(ACTIVITY_STATUS_FILTERS).toEqual(['missing_summary', 'planned', 'completed']);
    expect(ACTIVITY_STATUS_FILTERS.map((f) => ACTIVITY_STATUS_FILTER_LABELS[f])).toEqual([
      'Mangler oppsummering',
      'Planlagt',
      'Fullført',
    ]);
  });
});
