import { format } from 'date-fns';
import { nb } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES_NB, monthNameNb } from './monthNames';

describe('monthNameNb', () => {
  it('names every month as date-fns’ Bokmål locale does, standalone and in a date', () => {
    for (let month = 1; month <= 12; month += 1) {
      const day = new Date(2026, month - 1, 15, 12);
      expect(monthNameNb(month)).toBe(format(day, 'MMMM', { locale: nb }));
      expect(monthNameNb(month)).toBe(format(day, 'LLLL', { locale: nb }));
    }
    expect(MONTH_NAMES_NB).toHaveLength(12);
  });

  it('refuses a month outside 1-12', () => {
    expect(() => monthNameNb(0)).toThrow(RangeError);
    expect(() => monthNameNb(13)).toThrow(RangeError);
  });
});
