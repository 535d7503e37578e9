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

/**
 * The radio of a group that Tab reaches: the chosen one, else the first of `values` (those that
 * can take the focus). The others are reached by the arrow keys. A native radio group is one Tab
 * stop, but Chromium let Tab stop at every radio of a Chakra RadioGroup with none chosen
 * (something in its event handlers breaks the grouping; a copy of the same markup without them is
 * one stop), so the group sets it itself.
 */
export function radioTabIndex(
  chosen: string | null,
  value: string,
  values: readonly string[],
): 0 | -1 {
  const tabStop = chosen !== null && values.includes(chosen) ? chosen : values[0];
  return value === tabStop ? 0 : -1;
}
