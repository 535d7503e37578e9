import { NativeSelect } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FormField } from './FormField';
import { NO_OPTIONS_TEXT, optionByRawValue, type FieldOption } from './options';

export type SelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  options: readonly FieldOption[];
  /** First, empty choice, e.g. 'Velg fag'; choosing it sets the value to ''. */
  placeholder?: string;
  /** Shown instead of the placeholder when there are no options; default 'Ingen resultat'. */
  emptyText?: string;
};

/** A native select bound to a form field; the chosen option's value keeps its type (number ids stay numbers). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: SelectFieldProps<T, N, TOut>,
) {
  const { required, disabled, options, placeholder, emptyText = NO_OPTIONS_TEXT } = props;
  const { field, ref, frame } = useBoundField(props);
  const empty = options.length === 0;
  const raw = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <FormField {...frame}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          ref={ref}
          name={field.name}
          value={raw}
          onChange={(event) =>
            field.onChange(optionByRawValue(options, event.currentTarget.value)?.value ?? '')
          }
          onBlur={field.onBlur}
          aria-required={required || undefined}
        >
          {(empty || placeholder !== undefined) && (
            <option value="" disabled={empty}>
              {empty ? emptyText : placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
