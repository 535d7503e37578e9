import { Input, type InputProps } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { textInputBinding, useBoundField, type BoundFieldProps } from './boundField';
import { FormField } from './FormField';

export type TextFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> &
  Pick<InputProps, 'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength'>;

/** A one-line text input (text, email, tel ...) bound to a form field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: TextFieldProps<T, N, TOut>,
) {
  const { type, placeholder, autoComplete, inputMode, maxLength, required } = props;
  const { field, ref, frame } = useBoundField(props);
  return (
    <FormField {...frame}>
      <Input
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        {...textInputBinding(field, ref)}
        aria-required={required || undefined}
      />
    </FormField>
  );
}
