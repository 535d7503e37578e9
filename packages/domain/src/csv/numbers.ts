/**
 * Numbers in CSV files use French digit grouping (seed 001 §9), exactly as Intl's fr-FR locale writes
 * them: groups of three separated by U+202F NARROW NO-BREAK SPACE, a decimal comma, a hyphen-minus for
 * negatives: 1234567.5 -> '1 234 567,5'. At most `maxDecimals` decimals (default 2), trailing zeros
 * dropped unless `fixedDecimals` is set; never '-0'.
 */
export function formatCsvNumber(
  value: number | string,
  options: { maxDecimals?: number; fixedDecimals?: boolean } = {},
): string {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new RangeError(`Not a number: ${String(value)}`);
  const maxDecimals = options.maxDecimals ?? 2;
  return new Intl.NumberFormat('fr-FR', {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: options.fixedDecimals ? maxDecimals : 0,
    signDisplay: 'negative',
  }).format(n);
}
