import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Group, Input, Text } from '@chakra-ui/react';
import { formatTimeOfDay, normalizeTimeInput, TIME_INPUT_STEP_MINUTES } from '@portal/domain/time';

export interface TimeInputProps {
  /** 'HH:mm', or '' when empty. */
  value: string;
  /** Called with the normalised 'HH:mm' when focus leaves the inputs or stepped with the arrow keys. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Minute step; 15 in the activity form (seed 001 §5). */
  step?: number;
  /** Accessible name of the pair of inputs when no fieldset legend names it. */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text describing the inputs (an error message). */
  describedBy?: string;
}

const splitTime = (value: string): [string, string] => {
  const [h = '', m = ''] = value.split(':');
  return [h, m];
};

/**
 * Hours and minutes as two small number fields. On leaving a part the time is normalised by the
 * domain rule: hours capped at 23, minutes rounded to the step, 60 wrapping to 0. Arrow up/down
 * step hours by one and minutes by the step.
 */
export function TimeInput({
  value,
  onChange,
  onBlur,
  step = TIME_INPUT_STEP_MINUTES,
  label,
  disabled,
  invalid,
  describedBy,
}: TimeInputProps) {
  const id = useId();
  const [shown, setShown] = useState(value);
  const [[hours, minutes], setParts] = useState(() => splitTime(value));
  // Follow a new value from outside (a form reset) without an effect.
  if (value !== shown) {
    setShown(value);
    setParts(splitTime(value));
  }

  const commit = (h: string, m: string) => {
    if (h.trim() === '' && m.trim() === '') {
      setParts(['', '']);
      if (value !== '') onChange('');
      return;
    }
    const next = formatTimeOfDay(normalizeTimeInput(h, m, step));
    setParts(splitTime(next));
    setShown(next);
    if (next !== value) onChange(next);
  };

  const stepBy = (event: KeyboardEvent<HTMLInputElement>, part: 'hours' | 'minutes') => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const h = Number.parseInt(hours, 10) || 0;
    const m = Number.parseInt(minutes, 10) || 0;
    if (part === 'hours') commit(String(Math.min(23, Math.max(0, h + direction))), String(m));
    else commit(String(h), String(Math.min(60 - step, Math.max(0, m + direction * step))));
  };

  const partProps = {
    inputMode: 'numeric' as const,
    maxLength: 2,
    width: '3.5rem',
    textAlign: 'center' as const,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
  };

  // Normalise when focus leaves the pair, not when it moves from hours to minutes.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    commit(hours, minutes);
    onBlur?.();
  };

  return (
    <Group role="group" aria-label={label} gap="1" alignItems="center" onBlur={leave}>
      <Input
        {...partProps}
        id={`${id}-hours`}
        aria-label="Timer"
        placeholder="tt"
        value={hours}
        onChange={(event) => setParts([event.currentTarget.value.replace(/\D/g, ''), minutes])}
        onKeyDown={(event) => stepBy(event, 'hours')}
      />
      <Text aria-hidden="true">:</Text>
      <Input
        {...partProps}
        id={`${id}-minutes`}
        aria-label="Minutter"
        placeholder="mm"
        value={minutes}
        onChange={(event) => setParts([hours, event.currentTarget.value.replace(/\D/g, '')])}
        onKeyDown={(event) => stepBy(event, 'minutes')}
      />
    </Group>
  );
}
