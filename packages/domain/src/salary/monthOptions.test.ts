import { describe, expect, it } from 'vitest';
import {
  SALARY_FILTER_SEED_DEFAULTS,
  salaryFilterDefaults,
  salaryMonthLabel,
  salaryMonthOptions,
} from './monthOptions';

const oslo = (iso: string) => new Date(`${iso}T12:00:00+01:00`);

describe('salary month options', () => {
  it('labels months with a capitalised Norwegian name and the year', () => {
    expect(salaryMonthLabel(12, 2026)).toBe('Desember 2026');
    expect(salaryMonthLabel(1, 2027)).toBe('Januar 2027');
    expect(salaryMonthLabel(2, 2028)).toBe('Februar 2028');
  });

  it('offers 12 months counting back from the next month after the 15th', () => {
    const options = salaryMonthOptions(oslo('2026-11-21'));
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ month: 12, year: 2026, label: 'Desember 2026' });
    expect(options[11]).toEqual({ month: 1, year: 2026, label: 'Januar 2026' });
    expect(options.map((o) => o.label).slice(0, 3)).toEqual([
      'Desember 2026',
      'November 2026',
      'Oktober 2026',
    ]);
  });

  it('starts with the current month on the 14th and 15th', () => {
    expect(salaryMonthOptions(oslo('2026-11-14'))[0]?.label).toBe('November 2026');
    expect(salaryMonthOptions(oslo('2026-11-15'))[0]?.label).toBe('November 2026');
    expect(salaryMonthOptions(oslo('2026-11-16'))[0]?.label).toBe('Desember 2026');
  });

  it('advances the year after 15 December', () => {
    expect(salaryMonthOptions(oslo('2026-12-15'))[0]?.label).toBe('Desember 2026');
    const after = salaryMonthOptions(oslo('2026-12-16'));
    expect(after[0]).toEqual({ month: 1, year: 2027, label: 'Januar 2027' });
    expect(after[1]?.label).toBe('Desember 2026');
    expect(after[11]?.label).toBe('Februar 2026');
  });

  it('handles month ends and leap days', () => {
    expect(salaryMonthOptions(oslo('2028-02-29'))[0]?.label).toBe('Mars 2028');
    expect(salaryMonthOptions(oslo('2026-01-31'))[0]?.label).toBe('Februar 2026');
  });

  it('gives both defaults: the seed values and the screen default (the first option)', () => {
    expect(SALARY_FILTER_SEED_DEFAULTS).toEqual({
      month: 12,
      year: 2024,
      month_is_unpaid: true,
      only_show_alerts: false,
    });
    expect(salaryFilterDefaults(oslo('2026-11-21'))).toEqual({
      month: 12,
      year: 2026,
      month_is_unpaid: true,
      only_show_alerts: false,
    });
    expect(salaryFilterDefaults(oslo('2026-12-31'))).toMatchObject({ month: 1, year: 2027 });
  });
});
