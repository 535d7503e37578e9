import { Field, Switch } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';

export type SwitchFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut>;

/** An on/off switch bound to a boolean form field (e.g. owns_tablet). */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  disabled,
}: SwitchFieldProps<T, N, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Switch.Root
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked)}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Switch.HiddenInput ref={ref} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
