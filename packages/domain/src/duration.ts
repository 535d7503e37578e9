import { toDate, type DateInput } from './time/oslo';

/**
 * Durations of activities are decimal hours (1.25 = 1 h 15 min), always a multiple of a quarter hour.
 */
export const DURATION_STEP_MINUTES = 15;

/** Below this many hours a save asks for confirmation (seed 000 §5). */
export const DURATION_CONFIRM_MIN_HOURS = 0.5;
/** Above this many hours a save asks for confirmation (seed 000 §5). */
export const DURATION_CONFIRM_MAX_HOURS = 2;

const noNegativeZero = (n: number): number => (n === 0 ? 0 : n);

/** Rounds minutes to the nearest step (halves round up): 7 -> 0, 8 -> 15, 52 -> 45, 53 -> 60. */
export function roundMinutesToStep(minutes: number, step: number = DURATION_STEP_MINUTES): number {
  if (!(step > 0)) throw new RangeError(`Step must be positive: ${step}`);
  return noNegativeZero(Math.round(minutes / step) * step);
}

/** Rounds decimal hours to the nearest 15 minutes: 1.1 -> 1, 1.13 -> 1.25, -0.1 -> 0. */
export function roundDurationToStep(
  hours: number,
  stepMinutes: number = DURATION_STEP_MINUTES,
): number {
  // Work in whole minutes first so 1.125 h (67.5 min) rounds up, not down by float noise.
  const minutes = Number((hours * 60).toPrecision(12));
  return roundMinutesToStep(minutes, stepMinutes) / 60;
}

/** Whole hours and minutes of a duration, rounded to the minute; the sign is carried separately. */
export interface DurationParts {
  negative: boolean;
  hours: number;
  minutes: number;
}

/** Splits decimal hours into whole hours and minutes: 1.5 -> {hours: 1, minutes: 30}. */
export function durationToParts(hours: number): DurationParts {
  const total = Math.round(Math.abs(hours) * 60);
  return { negative: hours < 0 && total > 0, hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Decimal hours from hours and minutes: (1, 45) -> 1.75. */
export function durationFromParts(hours: number, minutes: number): number {
  return hours + minutes / 60;
}

/** 'h:mm': 1.5 -> '1:30', 0.25 -> '0:15', 10 -> '10:00', -0.75 -> '-0:45'. */
export function formatDurationHm(hours: number): string {
  const p = durationToParts(hours);
  return `${p.negative ? '-' : ''}${p.hours}:${String(p.minutes).padStart(2, '0')}`;
}

/**
 * 'X timer og Y minutter' (package hours, seed 001 §9): 12.5 -> '12 timer og 30 minutter',
 * 1 -> '1 timer og 0 minutter' (the seed's fixed wording, no singular forms),
 * -1.25 -> '-1 timer og 15 minutter' (the minus applies to the whole amount).
 */
export function formatHoursLong(hours: number | string): string {
  const p = durationToParts(Number(hours));
  return `${p.negative ? '-' : ''}${p.hours} timer og ${p.minutes} minutter`;
}

/** One choice of the duration picker. */
export interface DurationOption {
  /** decimal hours */
  value: number;
  /** 'h:mm' */
  label: string;
}

/**
 * Choices of the 15-minute duration picker, from one step up to maxHours inclusive:
 * durationOptions(1) -> 0:15, 0:30, 0:45, 1:00.
 */
export function durationOptions(
  maxHours = 8,
  stepMinutes: number = DURATION_STEP_MINUTES,
): DurationOption[] {
  const options: DurationOption[] = [];
  for (let minutes = stepMinutes; minutes <= maxHours * 60; minutes += stepMinutes) {
    const value = minutes / 60;
    options.push({ value, label: formatDurationHm(value) });
  }
  return options;
}

/** The duration one step longer (+15 min). */
export function stepDurationUp(hours: number, stepMinutes: number = DURATION_STEP_MINUTES): number {
  return roundDurationToStep(hours, stepMinutes) + stepMinutes / 60;
}

/** The duration one step shorter (-15 min), never below one step. */
export function stepDurationDown(
  hours: number,
  stepMinutes: number = DURATION_STEP_MINUTES,
): number {
  return Math.max(stepMinutes / 60, roundDurationToStep(hours, stepMinutes) - stepMinutes / 60);
}

/**
 * End of an activity: start plus the duration as elapsed time. Across a daylight-saving change the
 * wall-clock end moves with it (01:30 + 1 h on 2026-03-29 ends at 03:30 Oslo time).
 */
export function activityEnd(start: DateInput, durationHours: number): Date {
  return new Date(toDate(start).getTime() + Math.round(durationHours * 3_600_000));
}
