import { Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { type ReceiverChoice as ReceiverChoiceValue } from '@portal/domain';
import { TEACHER_RECEIVER_CHOICE_OPTIONS, isReceiverChoice } from '@portal/domain/student';
import { RadioItems } from '../../form/RadioItems';

const labelOf = (value: ReceiverChoiceValue) =>
  TEACHER_RECEIVER_CHOICE_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** The seed's labels, 'Eleven er også fakturamottaker' and 'Eleven er ikke fakturamottaker'. */
export const SELF_INVOICED_LABEL = labelOf('selfAsInvoice');
export const NOT_SELF_INVOICED_LABEL = labelOf('newInvoice');

/**
 * The choice that enables 'Register Student': is the student their own invoice receiver? The
 * teacher gets two choices (seed 000); staff three, an existing receiver too (seed 001).
 */
export function ReceiverChoice({
  value,
  onChange,
  options = TEACHER_RECEIVER_CHOICE_OPTIONS,
}: {
  value: ReceiverChoiceValue | null;
  onChange: (value: ReceiverChoiceValue) => void;
  options?: ReadonlyArray<{ value: ReceiverChoiceValue; label: string }>;
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
            if (isReceiverChoice(details.value)) onChange(details.value);
          }}
        >
          <Stack gap="2">
            <RadioItems options={options} chosen={value} />
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
