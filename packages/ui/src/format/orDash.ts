/** A value as text, or '–' where there is none (null, undefined or an empty string); 0 stays 0. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '–' : String(value);
