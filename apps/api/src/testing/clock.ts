/** The fixed "now" of the tests: Saturday 21 November 2026, 12:00 in Oslo. */
export const FIXED_NOW = new Date('2026-11-21T12:00:00+01:00');

export type TestClock = {
  now: () => Date;
  set: (date: Date) => void;
  /** Moves the clock forward by `ms` milliseconds. */
  advance: (ms: number) => void;
};

export const createTestClock = (start: Date = FIXED_NOW): TestClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
