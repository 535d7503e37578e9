import { describe, expect, it } from 'vitest';
import { radioTabIndex } from './options';

describe('radioTabIndex', () => {
  const values = ['INTERNET', 'CAMPUS', 'OTHER'];
  const tabStops = (chosen: string | null, all = values) =>
    all.filter((value) => radioTabIndex(chosen, value, values) === 0);

  it('makes the chosen radio the one Tab stop', () => {
    expect(tabStops('CAMPUS')).toEqual(['CAMPUS']);
  });

  it('makes the first radio the Tab stop when none is chosen', () => {
    expect(tabStops(null)).toEqual(['INTERNET']);
  });

  it('makes the first radio the Tab stop when the chosen one cannot take the focus', () => {
    // A disabled radio is left out of `values`.
    expect(tabStops('DISABLED', [...values, 'DISABLED'])).toEqual(['INTERNET']);
  });
});
