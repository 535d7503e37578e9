import { useId } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { FieldError } from './FieldError';

export type DatePickerFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & Pick<DatePickerProps, 'min' | 'max'>;

/** DatePicker bound to a form field holding 'YYYY-MM-DD' ('' when empty). */
export function DatePickerField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: DatePickerFieldProps<T, N, TOut>,
) {
  const { label, helperText, required, disabled, min, max } = props;
  const { field, error } = useBoundField(props);
  const errorId = useId();
  return (
    <Stack gap="1.5" width="full">
      <DatePicker
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => field.onChange(value)}
        onBlur={field.onBlur}
        label={label}
        required={required}
        disabled={disabled}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        min={min}
        max={max}
      />
      {helperText && !error ? (
        <Text color="fg.muted" textStyle="xs">
          {helperText}
        </Text>
      ) : null}
      <FieldError id={errorId} message={error} />
    </Stack>
  );
}
