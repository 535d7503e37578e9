import { Textarea } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FormField } from './FormField';

export type TextAreaFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  placeholder?: string;
  rows?: number;
  maxLength?: number;
};

/** A multi-line text input bound to a form field (plans, summaries, descriptions). */
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  placeholder,
  rows = 4,
  maxLength,
}: TextAreaFieldProps<T, N, TOut>) {
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
      <Textarea
        ref={ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        autoresize
        aria-required={required || undefined}
      />
    </FormField>
  );
}
