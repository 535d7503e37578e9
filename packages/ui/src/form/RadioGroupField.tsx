import { RadioGroup, Stack } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FieldGroup } from './FieldGroup';
import { optionByRawValue, radioTabIndex, type FieldOption } from './options';

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
  // A disabled radio cannot be the group's Tab stop.
  const values = options.filter((option) => !option.disabled).map((option) => String(option.value));
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
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={String(option.value)}
              disabled={option.disabled}
            >
              <RadioGroup.ItemHiddenInput
                ref={option === options[0] ? ref : undefined}
                tabIndex={radioTabIndex(raw, String(option.value), values)}
              />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldGroup>
  );
}
