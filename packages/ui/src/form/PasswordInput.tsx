import { useState, type ChangeEventHandler, type Ref } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

export interface PasswordInputProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  /** 'current-password' on sign-in, 'new-password' where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A password input with a show/hide toggle ('Vis passord' / 'Skjul passord'), for a FormField.
 * Not bound to a form library: PasswordField binds it to react-hook-form, the sign-in pages to
 * their own small form state (screens/public/usePublicForm).
 */
export function PasswordInput({
  autoComplete = 'current-password',
  required,
  disabled,
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
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
        {...inputProps}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        aria-required={required || undefined}
      />
    </InputGroup>
  );
}
