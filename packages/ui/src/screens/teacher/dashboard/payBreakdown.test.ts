import { describe, expect, it } from 'vitest';
import { baseAndTravel, payLines } from './payBreakdown';

describe('payLines', () => {
  it("lists the pay card's lines from the API's decimal strings, with their total", () => {
    const lines = payLines({
      base: '4500.50',
      incentive_bonus: '300.00',
      special_bonus: '0',
      travel_salary: '400.25',
    });
    expect(lines).toEqual([
      { label: 'Grunnlønn', amount: 4500.5 },
      { label: 'Bonus', amount: 300 },
      { label: 'Spesialbonus', amount: 0 },
      { label: 'Reise', amount: 400.25 },
      { label: 'Totalt', amount: 5200.75 },
    ]);
  });
});

describe('baseAndTravel', () => {
  it('adds base and travel pay of one activity', () => {
    expect(baseAndTravel({ base_salary: '250.00', travel_salary: '87.50' })).toBe(337.5);
  });
});
