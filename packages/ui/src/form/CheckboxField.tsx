import { Checkbox, Field } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';

export type CheckboxFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut>;

/** One checkbox bound to a boolean form field; the label sits next to the box. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  disabled,
}: CheckboxFieldProps<T, N, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
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
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
