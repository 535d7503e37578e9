/** One choice of a select, radio list or multi-select; the value is kept with its type (ids stay numbers). */
export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Text of an empty list of choices (seed 001 §8). */
export const NO_OPTIONS_TEXT = 'Ingen resultat';

/** The option whose value reads as `raw` (form controls hold strings). */
export function optionByRawValue<V extends string | number>(
  options: readonly FieldOption<V>[],
  raw: string,
) {
  return options.find((option) => String(option.value) === raw);
}
