/**
 * Money in whole kroner and øre. Amounts are rounded to øre (2 decimals, half away from zero)
 * before anything else so float noise (0.1 + 0.2) never shows.
 */
export function roundKr(amount: number): number {
  // toPrecision(15) drops binary noise first, so 1.005 rounds to 1.01 as a person would expect.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded; // no '-0 kr'
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * Norwegian kr amount as the portal shows it: digits grouped by three with a plain space,
 * decimal comma, the unit after a plain space: '1 250 kr', '1 250,50 kr', '-75 kr', '0 kr'.
 * Whole amounts have no decimals; other amounts have exactly two. Plain spaces (not U+00A0)
 * keep the text easy to match in tests; UI cells that must not wrap use white-space: nowrap.
 */
export function formatKr(amount: number | string): string {
  const value = roundKr(Number(amount));
  if (!Number.isFinite(value)) {
    throw new RangeError(`Not an amount: ${String(amount)}`);
  }
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(value).toFixed(2).split('.');
  const decimals = fraction === '00' ? '' : `,${fraction}`;
  return `${sign}${groupThousands(whole)}${decimals} kr`;
}
