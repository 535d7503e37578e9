import { calendarDateToPayload } from '../format/dates';
import { addCalendarMonths, osloCalendarDate, type DateInput } from '../time/oslo';

/** A sold package expires this many months after the date sold, or after a reactivation. */
export const PACKAGE_VALIDITY_MONTHS = 12;

/** Texts of the customer package overview (seed 001 §2). */
export const PACKAGE_TEXTS = {
  EXPIRED: 'Utløpt pakke',
  SHOW_INACTIVE: 'Vis inaktive pakker',
  HIDE_INACTIVE: 'Skjul inaktive pakker',
  STUDENT_HAS_NO_PACKAGES: 'Eleven har ingen pakker',
} as const;

/** A package for customers is active when not expired and remaining hours are above 0 (seed 001 §4). */
export function isPackageActive(pkg: {
  is_expired: boolean;
  remaining_hours: number | string;
}): boolean {
  return !pkg.is_expired && Number(pkg.remaining_hours) > 0;
}

/** Splits packages into active and inactive, keeping their order. */
export function partitionPackages<
  P extends { is_expired: boolean; remaining_hours: number | string },
>(packages: readonly P[]): { active: P[]; inactive: P[] } {
  return {
    active: packages.filter((p) => isPackageActive(p)),
    inactive: packages.filter((p) => !isPackageActive(p)),
  };
}

/** Colour-palette token of the fill-level bar (Chakra palette names). */
export type FillColor = 'gray' | 'blue' | 'red' | 'yellow' | 'green';

/** Remaining hours as a percentage of the package's hours, clamped to 0..100; 0 for an empty package. */
export function packageFillPercent(
  remainingHours: number | string,
  totalHours: number | string,
): number {
  const total = Number(totalHours);
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (Number(remainingHours) / total) * 100));
}

/**
 * Fill-level colour (seed 001 §4): gray if expired; blue at 0 hours remaining (or fewer: hours can go
 * below zero); red below 25 %; yellow below 50 %; green otherwise.
 */
export function packageFillColor(pkg: {
  is_expired: boolean;
  remaining_hours: number | string;
  hours_in_package: number | string;
}): FillColor {
  if (pkg.is_expired) return 'gray';
  if (Number(pkg.remaining_hours) <= 0) return 'blue';
  // Hours left in a package of 0 hours is bad data; show it as full rather than alarming red.
  if (!(Number(pkg.hours_in_package) > 0)) return 'green';
  const percent = packageFillPercent(pkg.remaining_hours, pkg.hours_in_package);
  if (percent < 25) return 'red';
  if (percent < 50) return 'yellow';
  return 'green';
}

/**
 * Expiration date of a sold package: 12 months after the date sold (YYYY-MM-DD in, YYYY-MM-DD out).
 * A day missing in the target month becomes its last day: 2028-02-29 -> 2029-02-28.
 */
export function packageExpirationDate(dateSold: DateInput): string {
  return calendarDateToPayload(
    addCalendarMonths(osloCalendarDate(dateSold), PACKAGE_VALIDITY_MONTHS),
  );
}

/** New expiration date when an expired package is reactivated: 12 months from today (Oslo). */
export function reactivationExpirationDate(now: Date): string {
  return packageExpirationDate(now);
}

/** True when the expiration date (YYYY-MM-DD) is before today's Oslo date. The package is valid through that day. */
export function isExpiredOn(expirationDate: string, now: Date): boolean {
  return expirationDate < calendarDateToPayload(osloCalendarDate(now));
}
