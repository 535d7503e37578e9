import { Input, type InputProps } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FormField } from './FormField';

export type TextFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> &
  Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** A one-line text input (text, email, tel ...) bound to a form field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  ...inputProps
}: TextFieldProps<T, N, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, disabled });
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      <Input
        {...inputProps}
        ref={ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-required={required || undefined}
      />
    </FormField>
  );
}
