import { useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import {
  combineOsloDateTime,
  formatTimeOfDay,
  splitOsloDateTime,
  TIME_INPUT_STEP_MINUTES,
} from '@portal/domain/time';
import { DatePicker } from './DatePicker';
import { TimeInput } from './TimeInput';

export interface DateTimePickerProps {
  /** An ISO 8601 instant, or '' when empty. */
  value: string;
  /** The Oslo date and time as an ISO 8601 instant (UTC), once both parts are filled; '' when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Label of the date input; the time inputs are named 'Timer' and 'Minutter'. */
  dateLabel?: ReactNode;
  /** Accessible name of the time pair; default 'Klokkeslett'. */
  timeLabel?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Minute step of the time; default 15. */
  step?: number;
}

const split = (value: string) => {
  if (!value) return { date: '', time: '' };
  const parts = splitOsloDateTime(value);
  return { date: parts.date, time: formatTimeOfDay(parts.time) };
};

/** A date picker and a time input (15-minute step) that together give one instant in Oslo time. */
export function DateTimePicker({
  value,
  onChange,
  onBlur,
  dateLabel,
  timeLabel = 'Klokkeslett',
  required,
  disabled,
  invalid,
  describedBy,
  step = TIME_INPUT_STEP_MINUTES,
}: DateTimePickerProps) {
  const [shown, setShown] = useState(value);
  const [parts, setParts] = useState(() => split(value));
  if (value !== shown) {
    setShown(value);
    setParts(split(value));
  }

  const update = (next: { date: string; time: string }) => {
    setParts(next);
    if (next.date === '' && next.time === '') {
      if (value !== '') onChange('');
      return;
    }
    if (next.date === '' || next.time === '') return;
    const [hours = 0, minutes = 0] = next.time.split(':').map(Number);
    const iso = combineOsloDateTime(next.date, { hours, minutes }).toISOString();
    setShown(iso);
    if (iso !== value) onChange(iso);
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'end' }}>
      <DatePicker
        value={parts.date}
        onChange={(date) => update({ ...parts, date })}
        onBlur={onBlur}
        label={dateLabel}
        required={required}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
      />
      <TimeInput
        value={parts.time}
        onChange={(time) => update({ ...parts, time })}
        onBlur={onBlur}
        label={timeLabel}
        step={step}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Stack>
  );
}
