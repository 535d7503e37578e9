import { RadioGroup, Stack } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FieldGroup } from './FieldGroup';
import { optionByRawValue, type FieldOption } from './options';
import { RadioItems } from './RadioItems';

export type RadioGroupFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  options: readonly FieldOption[];
  orientation?: 'vertical' | 'horizontal';
};

/** A radio list bound to a form field (e.g. the activity location); arrow keys move the choice. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: RadioGroupFieldProps<T, N, TOut>,
) {
  const { disabled, options, orientation = 'vertical' } = props;
  const { field, ref, frame } = useBoundField(props);
  const raw = field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <FieldGroup {...frame}>
      <RadioGroup.Root
        name={field.name}
        value={raw}
        disabled={disabled}
        orientation={orientation}
        onValueChange={(details) => {
          field.onChange(
            details.value === null ? '' : (optionByRawValue(options, details.value)?.value ?? ''),
          );
          field.onBlur();
        }}
      >
        <Stack
          direction={orientation === 'vertical' ? 'column' : 'row'}
          gap={orientation === 'vertical' ? '2' : '4'}
          wrap="wrap"
        >
          <RadioItems
            options={options.map((option) => ({ ...option, value: String(option.value) }))}
            chosen={raw}
            firstInputRef={ref}
          />
        </Stack>
      </RadioGroup.Root>
    </FieldGroup>
  );
}
