import { Input } from '@chakra-ui/react';
import { FormField } from '../../form/FormField';
import { PasswordInput } from '../../form/PasswordInput';
import type { PublicFieldBinding } from './usePublicForm';

interface PublicFieldProps {
  field: PublicFieldBinding;
  label: string;
}

/** An e-mail field of a sign-in page (the same look as the areas' TextField). */
export function PublicEmailField({
  field: { error, ...input },
  label,
  autoComplete,
}: PublicFieldProps & { autoComplete: 'username' | 'email' }) {
  return (
    <FormField label={label} error={error}>
      <Input {...input} type="email" autoComplete={autoComplete} />
    </FormField>
  );
}

/** A password field of a sign-in page, with the show/hide toggle. */
export function PublicPasswordField({
  field: { error, ...input },
  label,
  autoComplete,
}: PublicFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <FormField label={label} error={error}>
      <PasswordInput {...input} autoComplete={autoComplete} />
    </FormField>
  );
}
