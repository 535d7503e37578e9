import { useState } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FormField } from './FormField';

export type PasswordFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  /** 'current-password' on sign-in, 'new-password' where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
};

/** A password input with a show/hide toggle ('Vis passord' / 'Skjul passord'). */
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
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            aria-label={visible ? 'Skjul passord' : 'Vis passord'}
            aria-pressed={visible}
            size="xs"
            variant="ghost"
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input
          type={visible ? 'text' : 'password'}
          ref={ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required={required || undefined}
        />
      </InputGroup>
    </FormField>
  );
}
