import { describe, expect, it } from 'vitest';
import { telHref } from './ContactLinks';

describe('telHref', () => {
  it('dials a number written with spaces', () => {
    expect(telHref('936 99 916')).toBe('tel:93699916');
    expect(telHref('+47 22 33 44 55')).toBe('tel:+4722334455');
    expect(telHref('91234567')).toBe('tel:91234567');
  });
});
