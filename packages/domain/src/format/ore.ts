/**
 * Money as whole øre (integers), for sums that must be exact: the API sends kr as decimal strings
 * ('1250.50'); adding those as binary floating-point numbers can drift, adding integers cannot.
 * Integers are exact up to Number.MAX_SAFE_INTEGER øre (about 90 000 milliarder kr).
 */

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/**
 * Whole øre of an amount in kr: '1250.50' -> 125050, 12.5 -> 1250, '-0.07' -> -7. More than two
 * decimals are rounded once, half away from zero ('0.005' -> 1). Throws on anything that is not a
 * plain decimal number.
 */
export function toOre(amount: string | number): number {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1 : 0;
  const ore = cents + roundUp;
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount too large: ${String(amount)}`);
  return sign === '-' && ore !== 0 ? -ore : ore;
}

/** Decimal string of whole øre, two decimals, as the API writes kr: 125050 -> '1250.50'. */
export function oreToDecimal(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not whole øre: ${ore}`);
  const abs = Math.abs(ore);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return ore < 0 ? `-${text}` : text;
}

/** Exact sum of kr amounts, as a two-decimal string: ['0.10', '0.20'] -> '0.30'. */
export function sumKr(amounts: ReadonlyArray<string | number>): string {
  return oreToDecimal(amounts.reduce<number>((acc, a) => acc + toOre(a), 0));
}

// A number's plain decimal digits (no exponent): 1e-7 -> '0.0000001', enough for the rounding.
function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount: ${n}`);
  const text = String(n);
  return /e/i.test(text) ? n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : text;
}
