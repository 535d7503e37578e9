import { Textarea } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { textInputBinding, useBoundField, type BoundFieldProps } from './boundField';
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
export function TextAreaField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: TextAreaFieldProps<T, N, TOut>,
) {
  const { placeholder, rows = 4, maxLength, required } = props;
  const { field, ref, frame } = useBoundField(props);
  return (
    <FormField {...frame}>
      <Textarea
        {...textInputBinding(field, ref)}
        placeholder={placeholder}
        rows={rows}
        maxLength={maxLength}
        autoresize
        aria-required={required || undefined}
      />
    </FormField>
  );
}
