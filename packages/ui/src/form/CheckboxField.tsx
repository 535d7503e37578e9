import { Checkbox } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FieldFrame } from './FormField';

export type CheckboxFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut>;

/** One checkbox bound to a boolean form field; the label sits next to the box. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: CheckboxFieldProps<T, N, TOut>,
) {
  const { label, helperText, disabled } = props;
  const { field, ref, error } = useBoundField(props);
  return (
    <FieldFrame error={error} helperText={helperText} disabled={disabled}>
      <Checkbox.Root
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput ref={ref} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    </FieldFrame>
  );
}
