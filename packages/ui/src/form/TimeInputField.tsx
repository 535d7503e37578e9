import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FieldGroup } from './FieldGroup';
import { TimeInput } from './TimeInput';

export type TimeInputFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  step?: number;
};

/** TimeInput bound to a form field holding 'HH:mm' ('' when empty); the label is the fieldset's legend. */
export function TimeInputField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  step,
}: TimeInputFieldProps<T, N, TOut>) {
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <FieldGroup
      legend={label}
      helperText={helperText}
      error={error}
      required={required}
      disabled={disabled}
    >
      <TimeInput
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        step={step}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </FieldGroup>
  );
}
