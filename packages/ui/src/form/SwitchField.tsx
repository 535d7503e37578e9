import { Switch } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './boundField';
import { FieldFrame } from './FormField';

export type SwitchFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut = T,
> = BoundFieldProps<T, N, TOut>;

/** An on/off switch bound to a boolean form field (e.g. owns_tablet). */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: SwitchFieldProps<T, N, TOut>,
) {
  const { label, helperText, disabled } = props;
  const { field, ref, error } = useBoundField(props);
  return (
    <FieldFrame error={error} helperText={helperText} disabled={disabled}>
      <Switch.Root
        name={field.name}
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked)}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Switch.HiddenInput ref={ref} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldFrame>
  );
}
