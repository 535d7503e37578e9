import type { ReactNode } from 'react';
import { Field, Text, type TextProps } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  /** The schema's message for the field; its presence marks the field invalid. */
  error?: string;
  /** Shown under the control while there is no error. */
  helperText?: ReactNode;
  /** Shows the required marker. The schema, not the browser, decides what is missing. */
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label, control, helper text and error of one form field (Chakra Field). The control inside gets
 * its id, aria-invalid and aria-describedby from the field, so the error is read with it.
 */
export function FormField({ label, required, children, ...frame }: FormFieldProps) {
  return (
    <FieldFrame {...frame}>
      <Field.Label>
        {label}
        {/* Not Field.Root `required`: that adds the native attribute and the browser's English bubble. */}
        {required && <RequiredMark />}
      </Field.Label>
      {children}
    </FieldFrame>
  );
}

export type FieldFrameProps = Pick<
  FormFieldProps,
  'error' | 'helperText' | 'disabled' | 'children'
>;

/**
 * FormField without its label, for a control that carries its own (checkbox, switch): the Chakra
 * Field around the control, with the helper text or the error under it.
 */
export function FieldFrame({ error, helperText, disabled, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The red '*' after the label of a required field, hidden from screen readers (the control says
 * aria-required). FormField's label puts a gap before it; a label that is not a flex row (a
 * fieldset's legend, the DatePicker's label) gives it `ms="1"`, the same space.
 */
export function RequiredMark(props: TextProps) {
  return (
    <Text as="span" color="fg.error" aria-hidden="true" {...props}>
      *
    </Text>
  );
}
