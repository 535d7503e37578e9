import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { DurationPicker } from './DurationPicker';
import { FieldGroup } from './FieldGroup';

export type DurationPickerFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  maxHours?: number;
};

/** DurationPicker bound to a form field holding decimal hours (null before a choice). */
export function DurationPickerField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: DurationPickerFieldProps<T, N, TOut>,
) {
  const { label, disabled, maxHours } = props;
  const { field, error, frame } = useBoundField(props);
  return (
    <FieldGroup {...frame}>
      <DurationPicker
        value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : null}
        onChange={(hours) => {
          field.onChange(hours);
          field.onBlur();
        }}
        onBlur={field.onBlur}
        label={typeof label === 'string' ? label : undefined}
        maxHours={maxHours}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </FieldGroup>
  );
}
