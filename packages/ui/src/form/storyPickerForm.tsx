// Story-only: the picker fields bound to a form with a local zod schema.
import { Button, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { DatePickerField } from './DatePickerField';
import { DateTimePickerField } from './DateTimePickerField';
import { DurationPickerField } from './DurationPickerField';
import { TimeInputField } from './TimeInputField';
import { useZodForm } from './useZodForm';

export const pickerSchema = z.object({
  date_sold: z.string().min(1, 'Dato er påkrevd'),
  start_date_time: z.string().min(1, 'Velg dato og starttid'),
  start_time: z.string().min(1, 'Velg et klokkeslett'),
  duration: z.number({ error: 'Velg varighet' }).min(0.25, 'Velg varighet'),
});

export type PickerFormOutput = z.output<typeof pickerSchema>;

export interface PickerFormProps {
  onSubmit: (values: PickerFormOutput) => void;
}

export function PickerForm({ onSubmit }: PickerFormProps) {
  const { control, handleSubmit } = useZodForm(pickerSchema, {
    defaultValues: {
      date_sold: '',
      start_date_time: '',
      start_time: '',
      duration: null as unknown as number,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4" maxW="32rem" p="4">
        <DatePickerField control={control} name="date_sold" label="Salgsdato" required />
        <DateTimePickerField
          control={control}
          name="start_date_time"
          label="Dato"
          timeLabel="Starttid"
          required
        />
        <TimeInputField control={control} name="start_time" label="Klokkeslett" required />
        <DurationPickerField control={control} name="duration" label="Varighet" required />
        <Button type="submit" alignSelf="start">
          Lagre
        </Button>
      </Stack>
    </form>
  );
}
