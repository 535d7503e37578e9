import { NumberInput } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FormField } from './FormField';

export type NumberFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
};

/**
 * A number input bound to a form field. The field holds a number, or NaN while the input is empty
 * (the domain's number schemas read NaN as blank); a decimal comma is accepted (nb-NO).
 */
export function NumberField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: NumberFieldProps<T, N, TOut>,
) {
  const { required, disabled, min, max, step = 1, placeholder } = props;
  const { field, ref, frame } = useBoundField(props);
  const value =
    typeof field.value === 'number' && !Number.isNaN(field.value)
      ? String(field.value)
      : (field.value ?? '');
  return (
    <FormField {...frame}>
      <NumberInput.Root
        name={field.name}
        value={String(value)}
        min={min}
        max={max}
        step={step}
        locale="nb-NO"
        disabled={disabled}
        allowMouseWheel={false}
        onValueChange={(details) => field.onChange(details.valueAsNumber)}
        width="full"
      >
        <NumberInput.Control />
        <NumberInput.Input
          ref={ref}
          onBlur={field.onBlur}
          placeholder={placeholder}
          aria-required={required || undefined}
        />
      </NumberInput.Root>
    </FormField>
  );
}
