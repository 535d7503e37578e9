import type { ReactNode } from 'react';
import { Fieldset } from '@chakra-ui/react';
import { RequiredMark } from './FormField';

export interface FieldGroupProps {
  /** The fieldset's legend. */
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** FormField's counterpart for a group of controls (radio list, checkbox list): a fieldset with a legend. */
export function FieldGroup({
  label,
  error,
  helperText,
  required,
  disabled,
  children,
}: FieldGroupProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
        {required && <RequiredMark ms="1" />}
      </Fieldset.Legend>
      {helperText && !error ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <Fieldset.Content mt="1">{children}</Fieldset.Content>
      {error ? (
        // xs like a single field's message (Field.ErrorText); the fieldset's own is sm.
        <Fieldset.ErrorText color="fg.error" textStyle="xs">
          {error}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}
