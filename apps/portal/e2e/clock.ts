/**
 * The day every journey runs on, whatever day the suite runs. The API's clock (CLOCK_OFFSET_MS,
 * set by playwright.config.ts) and each browser context's `Date` (see `test` in support.ts) are
 * moved to it by the same offset, and time flows from there. The demo data is laid
 * out around the API's day, so the dates the journeys meet (the last whole month, tomorrow's
 * lessons, the pay run) are the same in every run: a run on another day once found no package sold
 * in the month before it.
 */
export const E2E_DAY = '2026-11-27T09:00:00+01:00';

/**
 * Milliseconds from the real clock to the journeys' clock: worked out once, by the runner when it
 * reads the config, and inherited through the environment by the API it starts and its workers.
 */
export function clockOffsetMs(): number {
  process.env.E2E_CLOCK_OFFSET_MS ??= String(Date.parse(E2E_DAY) - Date.now());
  return Number(process.env.E2E_CLOCK_OFFSET_MS);
}

/** Now, on the journeys' clock: what the API and the browser take as now. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}
