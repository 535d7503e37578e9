import { Box, Checkbox, CheckboxGroup, Stack, Text } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FieldGroup } from './FieldGroup';
import { NO_OPTIONS_TEXT, type FieldOption } from './options';

export type MultiSelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut> & {
  options: readonly FieldOption[];
  /** Shown when there is nothing to choose; default 'Ingen resultat'. */
  emptyText?: string;
  /** Lists longer than this scroll inside the field. */
  maxHeight?: string;
};

/**
 * A checkbox list for choosing several records (students, subjects). Tab reaches each box and Space
 * ticks it; the value is the array of chosen option values in the options' order.
 */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: MultiSelectFieldProps<T, N, TOut>,
) {
  const { disabled, options, emptyText = NO_OPTIONS_TEXT, maxHeight = '15rem' } = props;
  const { field, ref, fieldState, frame } = useBoundField(props);
  const chosen: unknown[] = Array.isArray(field.value) ? field.value : [];
  const rawValues = chosen.map(String);
  return (
    <FieldGroup {...frame}>
      {options.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {emptyText}
        </Text>
      ) : (
        <Box maxH={maxHeight} overflowY="auto">
          <CheckboxGroup
            name={field.name}
            value={rawValues}
            disabled={disabled}
            invalid={Boolean(fieldState.error)}
            onValueChange={(raw) => {
              const picked = options.filter((option) => raw.includes(String(option.value)));
              field.onChange(picked.map((option) => option.value));
              field.onBlur();
            }}
          >
            <Stack gap="2">
              {options.map((option) => (
                <Checkbox.Root
                  key={option.value}
                  value={String(option.value)}
                  disabled={option.disabled}
                >
                  <Checkbox.HiddenInput ref={option === options[0] ? ref : undefined} />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        </Box>
      )}
    </FieldGroup>
  );
}
