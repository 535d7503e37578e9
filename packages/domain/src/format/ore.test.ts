import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oreToDecimal, sumKr, toOre } from './ore';

describe('øre', () => {
  it('reads decimal strings and numbers exactly', () => {
    expect(toOre('1250.50')).toBe(125050);
    expect(toOre('1250.5')).toBe(125050);
    expect(toOre('1250')).toBe(125000);
    expect(toOre(12.5)).toBe(1250);
    expect(toOre('-0.07')).toBe(-7);
    expect(toOre('0.10')).toBe(10);
    expect(toOre('+3.00')).toBe(300);
  });

  it('rounds more than two decimals once, half away from zero', () => {
    expect(toOre('0.005')).toBe(1);
    expect(toOre('0.0049')).toBe(0);
    expect(toOre('-0.005')).toBe(-1);
    expect(toOre('-0.001')).toBe(0);
    expect(toOre(1.005)).toBe(101);
  });

  it('refuses what is not an amount', () => {
    expect(() => toOre('12,50')).toThrow(RangeError);
    expect(() => toOre('x')).toThrow(RangeError);
    expect(() => toOre(Number.NaN)).toThrow(RangeError);
    expect(() => toOre('99999999999999999999')).toThrow(RangeError);
  });

  it('writes two decimals', () => {
    expect(oreToDecimal(125050)).toBe('1250.50');
    expect(oreToDecimal(-7)).toBe('-0.07');
    expect(oreToDecimal(0)).toBe('0.00');
  });

  it('sums without float drift', () => {
    expect(sumKr(['0.10', '0.20'])).toBe('0.30');
    expect(sumKr(Array.from({ length: 1000 }, () => '0.01'))).toBe('10.00');
    expect(sumKr([])).toBe('0.00');
  });

  it('property: the sum of amounts is the sum of their øre', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 })), (ores) => {
        const total = ores.reduce((a, b) => a + b, 0);
        expect(sumKr(ores.map(oreToDecimal))).toBe(oreToDecimal(total));
        expect(ores.map((o) => toOre(oreToDecimal(o)))).toEqual(ores);
      }),
    );
  });
});
