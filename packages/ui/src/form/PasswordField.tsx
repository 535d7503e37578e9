import type { FieldPath, FieldValues } from 'react-hook-form';
import { textInputBinding, useBoundField, type BoundFieldProps } from './boundField';
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
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: PasswordFieldProps<T, N, TOut>,
) {
  const { autoComplete = 'current-password', placeholder, required, disabled } = props;
  const { field, ref, frame } = useBoundField(props);
  return (
    <FormField {...frame}>
      <PasswordInput
        {...textInputBinding(field, ref)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
      />
    </FormField>
  );
}
