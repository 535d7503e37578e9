import { DURATION_STEP_MINUTES } from '../duration';

/** Minute step of the time input in the date picker (seed 001 §5, §9). */
export const TIME_INPUT_STEP_MINUTES = DURATION_STEP_MINUTES;

/** A wall-clock time of day. */
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

const MAX_HOURS = 23;

const toWhole = (value: number | string): number => {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : Math.trunc(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The time-input rule (seed 001 §5): hours are capped at 23 (and floored at 0); minutes are rounded to
 * the step; a result of 60 wraps to 0 within the same hour (10:53 -> 10:00), so the hour never
 * changes behind the user's back and can never pass 23. Empty or non-numeric parts read as 0.
 */
export function normalizeTimeInput(
  hours: number | string,
  minutes: number | string,
  step: number = TIME_INPUT_STEP_MINUTES,
): TimeOfDay {
  const h = Math.min(MAX_HOURS, Math.max(0, toWhole(hours)));
  const clampedMinutes = Math.min(59, Math.max(0, toWhole(minutes)));
  const rounded = Math.round(clampedMinutes / step) * step;
  return { hours: h, minutes: rounded >= 60 ? 0 : rounded };
}

/** 'HH:mm' of a time of day: {hours: 9, minutes: 0} -> '09:00'. */
export function formatTimeOfDay(time: TimeOfDay): string {
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Normalises typed text 'H:mm' / 'HH:mm' / 'HHmm' by the time-input rule: '25:61' -> '23:00', '9:40' -> '09:45'. */
export function normalizeTimeText(text: string, step: number = TIME_INPUT_STEP_MINUTES): string {
  const trimmed = text.trim();
  let h: string;
  let m: string;
  if (trimmed.includes(':')) {
    [h = '', m = ''] = trimmed.split(':');
  } else if (trimmed.length <= 2) {
    [h, m] = [trimmed, ''];
  } else {
    [h, m] = [trimmed.slice(0, -2), trimmed.slice(-2)];
  }
  return formatTimeOfDay(normalizeTimeInput(h, m, step));
}
