import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
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
export function TimeInputField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: TimeInputFieldProps<T, N, TOut>,
) {
  const { disabled, step } = props;
  const { field, error, frame } = useBoundField(props);
  return (
    <FieldGroup {...frame}>
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
