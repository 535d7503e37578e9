import { RadioGroup } from '@chakra-ui/react';
import type { Ref } from 'react';
import { radioTabIndex } from './options';

export interface RadioItem {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * The radios of a Chakra RadioGroup, as one Tab stop: the chosen radio, else the first enabled
 * one (`radioTabIndex`); the arrow keys move between them. `firstInputRef` is the first radio's
 * input, for a form that focuses the field.
 */
export function RadioItems({
  options,
  chosen,
  firstInputRef,
}: {
  options: readonly RadioItem[];
  chosen: string | null;
  firstInputRef?: Ref<HTMLInputElement>;
}) {
  const values = options.filter((option) => !option.disabled).map((option) => option.value);
  return options.map((option, index) => (
    <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled}>
      <RadioGroup.ItemHiddenInput
        ref={index === 0 ? firstInputRef : undefined}
        tabIndex={radioTabIndex(chosen, option.value, values)}
      />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  ));
}
