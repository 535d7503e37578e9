import { useId } from 'react';
import { Stack } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { DateTimePicker } from './DateTimePicker';
import { FieldError } from './FieldError';

export type DateTimePickerFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  /** Accessible name of the time pair; default 'Klokkeslett'. */
  timeLabel?: string;
};

/** DateTimePicker bound to a form field holding an ISO 8601 instant ('' until date and time are both set). */
export function DateTimePickerField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: DateTimePickerFieldProps<T, N, TOut>,
) {
  const { label, required, disabled, timeLabel } = props;
  const { field, error } = useBoundField(props);
  const errorId = useId();
  return (
    <Stack gap="1.5">
      <DateTimePicker
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        dateLabel={label}
        timeLabel={timeLabel}
        required={required}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </Stack>
  );
}
