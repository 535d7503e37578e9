import { describe, expect, it } from 'vitest';
import { activityEnd } from '../duration';
import {
  basePay,
  earnsIncentiveBonus,
  effectiveHourlyRate,
  incentiveBonus,
  isPayable,
  isUnpaidPayable,
  sumPay,
  totalPay,
  travelPay,
} from './teacherPay';

// Rates are parameters (company settings); these figures exist only in the tests.
const RATE = 250;
const TRAVEL_RATE = 150;

describe('teacher pay', () => {
  it('base pay is duration x rate', () => {
    expect(basePay(1.5, RATE)).toBe(375);
    expect(basePay(0.25, 333.33)).toBe(83.33);
    expect(basePay(0, RATE)).toBe(0);
    expect(basePay(-1, RATE)).toBe(-250);
  });

  it('a personal rate overrides the category rate', () => {
    expect(effectiveHourlyRate(250, 300)).toBe(300);
    expect(effectiveHourlyRate(250, null)).toBe(250);
    expect(effectiveHourlyRate(250)).toBe(250);
    expect(effectiveHourlyRate(250, 0)).toBe(0);
  });

  it('travel pay is 2 x minutes / 60 x travel rate', () => {
    expect(travelPay(30, TRAVEL_RATE)).toBe(150);
    expect(travelPay(20, 100)).toBe(66.67);
    expect(travelPay(0, TRAVEL_RATE)).toBe(0);
  });

  it('incentive bonus is earned within 48 hours of the end', () => {
    const end = activityEnd('2026-11-19T15:00:00Z', 1.5); // 16:30Z
    expect(earnsIncentiveBonus(end, '2026-11-21T16:30:00Z')).toBe(true);
    expect(earnsIncentiveBonus(end, '2026-11-21T16:30:00.001Z')).toBe(false);
    expect(earnsIncentiveBonus(end, '2026-11-19T17:00:00Z')).toBe(true);
    expect(earnsIncentiveBonus(end, null)).toBe(false);
    expect(incentiveBonus(1.5, 40, end, '2026-11-20T10:00:00Z')).toBe(60);
    expect(incentiveBonus(1.5, 40, end, '2026-11-22T10:00:00Z')).toBe(0);
    expect(incentiveBonus(1.5, 40, end, undefined)).toBe(0);
  });

  it('the incentive window follows the company setting when one is given', () => {
    const end = activityEnd('2026-11-19T15:00:00Z', 1.5); // 16:30Z
    expect(earnsIncentiveBonus(end, '2026-11-20T16:30:00Z', 24)).toBe(true);
    expect(earnsIncentiveBonus(end, '2026-11-20T16:30:00.001Z', 24)).toBe(false);
    expect(incentiveBonus(1.5, 40, end, '2026-11-22T10:00:00Z', 72)).toBe(60);
  });

  it('counts 48 elapsed hours across the autumn DST change', () => {
    const end = new Date('2026-10-24T10:00:00Z');
    expect(earnsIncentiveBonus(end, '2026-10-26T10:00:00Z')).toBe(true);
    expect(earnsIncentiveBonus(end, '2026-10-26T11:00:01+01:00')).toBe(false);
  });

  it('totals and sums breakdowns to øre', () => {
    const a = { base: 375, incentive_bonus: 60, special_bonus: 0, travel_salary: 0.1 };
    const b = { base: 250, incentive_bonus: 0, special_bonus: 100, travel_salary: 0.2 };
    expect(totalPay(a)).toBe(435.1);
    expect(sumPay([a, b])).toEqual({
      base: 625,
      incentive_bonus: 60,
      special_bonus: 100,
      travel_salary: 0.3,
    });
    expect(sumPay([])).toEqual({ base: 0, incentive_bonus: 0, special_bonus: 0, travel_salary: 0 });
  });

  it('only activities with a summary are payable; paid_date null is unpaid', () => {
    expect(isPayable({ summary_date: '2026-11-01' })).toBe(true);
    expect(isPayable({ summary_date: null })).toBe(false);
    expect(isUnpaidPayable({ summary_date: '2026-11-01', paid_date: null })).toBe(true);
    expect(isUnpaidPayable({ summary_date: '2026-11-01', paid_date: '2026-11-15' })).toBe(false);
    expect(isUnpaidPayable({ summary_date: null, paid_date: null })).toBe(false);
  });
});
