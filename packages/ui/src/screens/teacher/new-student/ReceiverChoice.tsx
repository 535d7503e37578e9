import { Fieldset, RadioGroup, Stack } from '@chakra-ui/react';

export const SELF_INVOICED_LABEL = 'Eleven er også fakturamottaker';
export const NOT_SELF_INVOICED_LABEL = 'Eleven er ikke fakturamottaker';

export type ReceiverChoiceValue = 'self' | 'other';

/** The choice that enables 'Register Student': is the student their own invoice receiver? */
export function ReceiverChoice({
  value,
  onChange,
}: {
  value: ReceiverChoiceValue | null;
  onChange: (value: ReceiverChoiceValue) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        Fakturamottaker
      </Fieldset.Legend>
      <Fieldset.Content mt="1">
        <RadioGroup.Root
          name="receiver-choice"
          value={value}
          onValueChange={(details) => {
            if (details.value === 'self' || details.value === 'other') onChange(details.value);
          }}
        >
          <Stack gap="2">
            <RadioGroup.Item value="self">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{SELF_INVOICED_LABEL}</RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="other">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{NOT_SELF_INVOICED_LABEL}</RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
