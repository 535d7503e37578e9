import { RadioGroup, Stack } from '@chakra-ui/react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './boundField';
import { FieldGroup } from './FieldGroup';
import { optionByRawValue, type FieldOption } from './options';

export type RadioGroupFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  options: readonly FieldOption[];
  orientation?: 'vertical' | 'horizontal';
};

/** A radio list bound to a form field (e.g. the activity location); arrow keys move the choice. */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  options,
  orientation = 'vertical',
}: RadioGroupFieldProps<T, N, TOut>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, disabled });
  const raw = field.value === null || field.value === undefined ? null : String(field.value);
  return (
    <FieldGroup
      legend={label}
      helperText={helperText}
      error={fieldState.error?.message}
      required={required}
      disabled={disabled}
    >
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
              <RadioGroup.ItemHiddenInput ref={option === options[0] ? ref : undefined} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldGroup>
  );
}
