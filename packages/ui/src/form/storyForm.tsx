// Story-only: a small form using every bound field, validated by a local zod schema in the style of
// @portal/domain's schemas (Norwegian messages from the seeds where they give one).
import { Button, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { CheckboxField } from './CheckboxField';
import { MultiSelectField } from './MultiSelectField';
import { NumberField } from './NumberField';
import type { FieldOption } from './options';
import { PasswordField } from './PasswordField';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { useZodForm } from './useZodForm';

export const demoSchema = z.object({
  email: z.string().trim().min(1, 'Email er påkrevd').pipe(z.email('Ugyldig email-adresse')),
  password: z.string().min(6, 'Passord må være minst 6 bokstaver'),
  subject: z.union([z.number(), z.literal('')]).refine((v) => v !== '', 'Velg et fag'),
  students: z.array(z.number()).min(1, 'Velg minst én elev'),
  location: z.string().min(1, 'Velg et sted'),
  travel_time: z
    .number({ error: 'Reisetid må fylles ut' })
    .min(0, 'Reisetid kan ikke være negativ'),
  plan: z.string().max(255, 'Planen kan ikke være lengre enn 255 tegn'),
  owns_tablet: z.boolean(),
  accept: z.boolean().refine((v) => v, 'Du må bekrefte'),
});

export type DemoInput = z.input<typeof demoSchema>;
export type DemoOutput = z.output<typeof demoSchema>;

export const SUBJECT_OPTIONS: FieldOption<number>[] = [
  { value: 1, label: 'Matematikk 1T' },
  { value: 2, label: 'Norsk' },
  { value: 3, label: 'Engelsk' },
];
export const STUDENT_OPTIONS: FieldOption<number>[] = [
  { value: 11, label: 'Ola Nordmann' },
  { value: 12, label: 'Kari Hansen' },
  { value: 13, label: 'Per Johansen' },
];
export const LOCATION_OPTIONS: FieldOption<string>[] = [
  { value: 'INTERNET', label: 'Digitalt' },
  { value: 'CAMPUS', label: 'Campus' },
  { value: 'STUDENT_HOME', label: 'Hjemme hos eleven' },
  { value: 'OTHER', label: 'Annet sted' },
];

const EMPTY: DemoInput = {
  email: '',
  password: '',
  subject: '',
  students: [],
  location: '',
  travel_time: Number.NaN,
  plan: '',
  owns_tablet: false,
  accept: false,
};

export interface DemoFormProps {
  onSubmit: (values: DemoOutput) => void;
  defaultValues?: Partial<DemoInput>;
  disabled?: boolean;
  subjects?: FieldOption<number>[];
}

export function DemoForm({
  onSubmit,
  defaultValues,
  disabled,
  subjects = SUBJECT_OPTIONS,
}: DemoFormProps) {
  const { control, handleSubmit } = useZodForm(demoSchema, {
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="4" maxW="32rem">
        <TextField
          control={control}
          name="email"
          label="E-post"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
        />
        <PasswordField
          control={control}
          name="password"
          label="Passord"
          required
          disabled={disabled}
          helperText="Minst 6 tegn"
        />
        <SelectField
          control={control}
          name="subject"
          label="Fag"
          placeholder="Velg fag"
          options={subjects}
          required
          disabled={disabled}
        />
        <MultiSelectField
          control={control}
          name="students"
          label="Elever"
          options={STUDENT_OPTIONS}
          required
          disabled={disabled}
        />
        <RadioGroupField
          control={control}
          name="location"
          label="Sted"
          options={LOCATION_OPTIONS}
          required
          disabled={disabled}
        />
        <NumberField
          control={control}
          name="travel_time"
          label="Reisetid i minutter, én vei"
          min={0}
          required
          disabled={disabled}
        />
        <TextAreaField
          control={control}
          name="plan"
          label="Plan for aktiviteten"
          disabled={disabled}
        />
        <SwitchField
          control={control}
          name="owns_tablet"
          label="Har nettbrett"
          disabled={disabled}
        />
        <CheckboxField
          control={control}
          name="accept"
          label="Opplysningene stemmer"
          disabled={disabled}
        />
        <Button type="submit" alignSelf="start" disabled={disabled}>
          Lagre
        </Button>
      </Stack>
    </form>
  );
}
