/**
 * Hours and kr as DRF decimal strings with two decimals ('1.50'); see docs/api.md. A formatter, not
 * a rounding rule: its values are already exact to the hundredth (numeric columns, sums and money
 * rounded once in SQL), or one sum or difference of two such values, whose binary error (far below
 * 0.005) the `Math.round` removes. Rounding money is done in SQL, never here.
 */
export const decimal = (value: number | string | null | undefined): string => {
  const n = Number(value ?? 0);
  return (Math.round((Number.isFinite(n) ? n : 0) * 100) / 100).toFixed(2);
};

/** Whole years between a YYYY-MM-DD birth date and today's Oslo date (YYYY-MM-DD). */
export const ageOn = (birthDate: string | null, today: string): number | null => {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/** Timestamps as ISO 8601 (UTC, 'Z'): an offset the client parses like any other. */
export const isoDateTime = (value: Date | string): string => new Date(value).toISOString();
