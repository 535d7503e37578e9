// Story-only harnesses: each picker held in state, with the value printed so play functions can read it.
import { useState, type ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { DatePicker } from './DatePicker';
import { DateTimePicker } from './DateTimePicker';
import { DurationPicker } from './DurationPicker';
import { TimeInput } from './TimeInput';

function Shell({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Box p="4" maxW="24rem">
      <Stack gap="3">
        {children}
        <Text data-testid="value">Verdi: {value}</Text>
      </Stack>
    </Box>
  );
}

export interface DatePickerDemoProps {
  initial?: string;
  onChange?: (value: string, date: Date | null) => void;
  invalid?: boolean;
  disabled?: boolean;
}

export function DatePickerDemo({ initial = '', onChange, invalid, disabled }: DatePickerDemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <Shell value={value}>
      <DatePicker
        label="Dato"
        required
        value={value}
        invalid={invalid}
        disabled={disabled}
        onChange={(next, date) => {
          setValue(next);
          onChange?.(next, date);
        }}
      />
    </Shell>
  );
}

export interface TimeInputDemoProps {
  initial?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

export function TimeInputDemo({ initial = '', onChange, disabled }: TimeInputDemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <Shell value={value}>
      <TimeInput
        label="Starttid"
        value={value}
        disabled={disabled}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Shell>
  );
}

export interface DurationPickerDemoProps {
  initial?: number | null;
  onChange?: (hours: number) => void;
  disabled?: boolean;
}

export function DurationPickerDemo({
  initial = null,
  onChange,
  disabled,
}: DurationPickerDemoProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Shell value={value === null ? '' : String(value)}>
      <DurationPicker
        value={value}
        disabled={disabled}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Shell>
  );
}

export interface DateTimePickerDemoProps {
  initial?: string;
  onChange?: (value: string) => void;
}

export function DateTimePickerDemo({ initial = '', onChange }: DateTimePickerDemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <Shell value={value}>
      <DateTimePicker
        dateLabel="Dato"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </Shell>
  );
}
