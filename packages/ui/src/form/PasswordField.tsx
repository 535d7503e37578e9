import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

export type PasswordFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  /** 'current-password' on sign-in, 'new-password' where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
};

/** A password input with a show/hide toggle, bound to a form field. */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  autoComplete = 'current-password',
  placeholder,
}: PasswordFieldProps<T, N, TOut>) {
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
      <PasswordInput
        ref={ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
      />
    </FormField>
  );
}
