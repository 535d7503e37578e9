import { HStack, IconButton, NativeSelect } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import {
  DURATION_STEP_MINUTES,
  durationOptions,
  formatDurationHm,
  roundDurationToStep,
  stepDurationDown,
  stepDurationUp,
} from '@portal/domain/duration';
import { passFocus } from '../layout/pageFocus';

export interface DurationPickerProps {
  /** Decimal hours (1.25 = 1:15), or null before one is chosen. */
  value: number | null;
  onChange: (hours: number) => void;
  onBlur?: () => void;
  /** Longest choice in hours; default 8. */
  maxHours?: number;
  /** Accessible name of the select when no label names it; default 'Varighet'. */
  label?: string;
  /** Id of a visible label naming the select (instead of `label`). */
  labelledBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const STEP_HOURS = DURATION_STEP_MINUTES / 60;

/**
 * A duration in 15-minute steps, shown as h:mm: a select of every step from 0:15 up to maxHours,
 * with minus and plus buttons. Never below 0:15. A step that reaches the end disables its button;
 * the focus goes to the select first, so that a keyboard user stepping down is not dropped to
 * the page body.
 */
export function DurationPicker({
  value,
  onChange,
  onBlur,
  maxHours = 8,
  label = 'Varighet',
  labelledBy,
  disabled,
  invalid,
  describedBy,
}: DurationPickerProps) {
  const select = useRef<HTMLSelectElement>(null);
  const options = durationOptions(maxHours);
  const current = value === null ? null : Math.max(STEP_HOURS, roundDurationToStep(value));
  // A stored value beyond maxHours still shows as itself.
  const choices =
    current !== null && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: formatDurationHm(current) }]
      : options;
  const atStart = (hours: number | null) => hours === null || hours <= STEP_HOURS;
  const atEnd = (hours: number | null) => hours !== null && hours >= maxHours;
  const step = (next: number, ends: (hours: number) => boolean) => {
    if (ends(next)) passFocus(select.current);
    onChange(next);
  };

  return (
    <HStack gap="2">
      <IconButton
        aria-label="15 minutter kortere"
        variant="outline"
        size="sm"
        disabled={disabled || atStart(current)}
        onClick={() => current !== null && step(stepDurationDown(current), atStart)}
      >
        <LuMinus />
      </IconButton>
      <NativeSelect.Root size="sm" width="8rem" disabled={disabled}>
        <NativeSelect.Field
          ref={select}
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={current === null ? '' : String(current)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
          onBlur={onBlur}
        >
          {current === null && (
            <option value="" disabled>
              h:mm
            </option>
          )}
          {choices.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        aria-label="15 minutter lengre"
        variant="outline"
        size="sm"
        disabled={disabled || atEnd(current)}
        onClick={() => step(current === null ? STEP_HOURS : stepDurationUp(current), atEnd)}
      >
        <LuPlus />
      </IconButton>
    </HStack>
  );
}
