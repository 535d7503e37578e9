import { describe, expect, it } from 'vitest';
import { nextPaymentCutoff, paidSalaryRunSpan, unpaidSalaryEnd } from './periods';

describe('salary periods (Oslo time)', () => {
  it('the next payment covers activities started before the first of the pay month', () => {
    expect(nextPaymentCutoff(new Date('2026-11-14T12:00:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(nextPaymentCutoff(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(nextPaymentCutoff(new Date('2026-11-16T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
    expect(nextPaymentCutoff(new Date('2026-12-16T12:00:00Z')).toISOString()).toBe(
      '2026-12-31T23:00:00.000Z',
    );
  });

  it('the unpaid view of M/Y ends after the last day of M', () => {
    expect(unpaidSalaryEnd(2, 2028).toISOString()).toBe('2028-02-29T23:00:00.000Z'); // through 29 Feb
    expect(unpaidSalaryEnd(12, 2026).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(unpaidSalaryEnd(3, 2026).toISOString()).toBe('2026-03-31T22:00:00.000Z'); // summer time by then
  });

  it('the paid view of M/Y is the month after M', () => {
    const span = paidSalaryRunSpan(12, 2026);
    expect(span.from.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(span.to.toISOString()).toBe('2027-01-31T23:00:00.000Z');
    const october = paidSalaryRunSpan(9, 2026); // run month October holds the autumn change
    expect(october.from.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(october.to.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
});
