import { NativeSelect } from '@chakra-ui/react';
import { optionByRawValue, type FieldOption } from './options';

export interface OptionSelectProps<V extends string | number> {
  options: readonly FieldOption<V>[];
  value: V;
  /** Called with the chosen option's value, typed (ids and page sizes stay numbers). */
  onChange: (value: V) => void;
  /** Names the select when no label points at it (toolbars); inside a Field its label does. */
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
}

/**
 * A native select that is not bound to a form: toolbar filters, page sizes and settings that save
 * at once. Native, so phones show their own picker and the keyboard works as users expect.
 */
export function OptionSelect<V extends string | number>({
  options,
  value,
  onChange,
  'aria-label': ariaLabel,
  id,
  disabled,
  size,
  width,
}: OptionSelectProps<V>) {
  return (
    <NativeSelect.Root disabled={disabled} size={size} width={width}>
      <NativeSelect.Field
        id={id}
        aria-label={ariaLabel}
        value={String(value)}
        onChange={(event) => {
          const option = optionByRawValue(options, event.currentTarget.value);
          if (option) onChange(option.value);
        }}
      >
        {options.map((option) => (
          <option
            key={String(option.value)}
            value={String(option.value)}
            disabled={option.disabled}
          >
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
