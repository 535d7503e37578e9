import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText } from './dateText';

describe('formatDateText', () => {
  it('shows a payload date as DD.MM.YYYY', () => {
    expect(formatDateText('2026-03-05')).toBe('05.03.2026');
  });

  it('gives empty text for no or malformed dates', () => {
    expect(formatDateText('')).toBe('');
    expect(formatDateText(null)).toBe('');
    expect(formatDateText('05.03.2026')).toBe('');
  });
});

describe('parseDateText', () => {
  it.each([
    ['21.11.2026', '2026-11-21'],
    ['5.3.2026', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    [' 05 03 2026 ', '2026-03-05'],
    ['05032026', '2026-03-05'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  it.each([
    '',
    '31.02.2026',
    '29.02.2027',
    '00.01.2026',
    '12.13.2026',
    '1.1.26',
    '2026-03-05',
    'i morgen',
  ])('rejects %j', (text) => {
    expect(parseDateText(text)).toBeNull();
  });

  it('round-trips with formatDateText', () => {
    expect(parseDateText(formatDateText('2026-12-31'))).toBe('2026-12-31');
  });
});
