/** Location codes of an activity and their labels (design domain.md; seed 000 names INTERNET and CAMPUS). */
export const LOCATION_CODES = ['INTERNET', 'CAMPUS', 'STUDENT_HOME', 'OTHER'] as const;
export type LocationCode = (typeof LOCATION_CODES)[number];

export const LOCATION_LABELS: Readonly<Record<LocationCode, string>> = {
  INTERNET: 'Digitalt',
  CAMPUS: 'Campus',
  STUDENT_HOME: 'Hjemme hos eleven',
  OTHER: 'Annet sted',
};

/** (code, label) pairs in the order the location radio list shows them. */
export const LOCATION_OPTIONS: ReadonlyArray<{ value: LocationCode; label: string }> =
  LOCATION_CODES.map((value) => ({ value, label: LOCATION_LABELS[value] }));

/** Locations that involve no travel: INTERNET and CAMPUS (seed 000 §5, §9). */
export const NO_TRAVEL_LOCATIONS: readonly LocationCode[] = ['INTERNET', 'CAMPUS'];

/** True for a known location code. */
export function isLocationCode(value: unknown): value is LocationCode {
  return typeof value === 'string' && (LOCATION_CODES as readonly string[]).includes(value);
}

/** True for INTERNET and CAMPUS: travel time is 0 and its input is disabled. */
export function isNoTravelLocation(code: string | null | undefined): boolean {
  return (NO_TRAVEL_LOCATIONS as readonly (string | null | undefined)[]).includes(code);
}

/** The label of a location code; an unknown code is shown as it is. */
export function locationLabel(code: string): string {
  return isLocationCode(code) ? LOCATION_LABELS[code] : code;
}

/** Travel time to keep when the location is chosen: 0 for INTERNET and CAMPUS, otherwise the current value. */
export function travelTimeForLocation<T>(code: string | null | undefined, current: T): T | 0 {
  return isNoTravelLocation(code) ? 0 : current;
}
