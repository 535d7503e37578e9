/** The fixed "now" of every fixture, story and test: 21 November 2026, 10:00 in Oslo. */
export const MOCK_NOW = new Date('2026-11-21T10:00:00+01:00');
