import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDiscount, hoursInPackage, packagePrice, pricePerPayment } from './price';

describe('package price', () => {
  it('is price x (1 - discount/100) + extra price', () => {
    expect(packagePrice(10000, 10, 500)).toBe(9500);
    expect(packagePrice(12990, 15, 0)).toBe(11041.5);
    expect(packagePrice('8000.00', '25', '100.50')).toBe(6100.5);
  });

  it('applies the discount to the package price only', () => {
    expect(packagePrice(1000, 50, 1000)).toBe(1500);
  });

  it('handles discount 0 and 100', () => {
    expect(packagePrice(10000, 0, 0)).toBe(10000);
    expect(packagePrice(10000, 100, 0)).toBe(0);
    expect(packagePrice(10000, 100, 250)).toBe(250);
  });

  it('treats blanks as the form defaults and clamps the discount', () => {
    expect(packagePrice(10000)).toBe(10000);
    expect(packagePrice(10000, '', '')).toBe(10000);
    expect(packagePrice('', 10, 5)).toBe(5);
    expect(packagePrice(10000, 150, 0)).toBe(0);
    expect(packagePrice(10000, -10, 0)).toBe(10000);
    expect(clampDiscount(Number.NaN)).toBe(0);
  });

  it('property: between extra price and price + extra price, falling with the discount', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((ore) => ore / 100);
    fc.assert(
      fc.property(
        money,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        money,
        (price, d1, d2, extra) => {
          const p = packagePrice(price, d1, extra);
          expect(p).toBeGreaterThanOrEqual(extra - 0.005);
          expect(p).toBeLessThanOrEqual(price + extra + 0.005);
          expect(Math.abs(p - (price * (1 - d1 / 100) + extra))).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Math.round(p * 100)).toBeCloseTo(p * 100, 6);
          if (d1 <= d2) expect(packagePrice(price, d2, extra)).toBeLessThanOrEqual(p);
        },
      ),
    );
  });

  it('property: discount 0 adds, discount 100 leaves the extra price', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((ore) => ore / 100);
    fc.assert(
      fc.property(money, money, (price, extra) => {
        expect(packagePrice(price, 0, extra)).toBe(Math.round((price + extra) * 100) / 100);
        expect(packagePrice(price, 100, extra)).toBe(extra);
      }),
    );
  });
});

describe('hours and payments', () => {
  it('adds additional hours to the type hours', () => {
    expect(hoursInPackage(20, 2)).toBe(22);
    expect(hoursInPackage('10.00', '')).toBe(10);
    expect(hoursInPackage(10)).toBe(10);
    expect(hoursInPackage('', 0)).toBe(0);
  });

  it('splits the price over the payments', () => {
    expect(pricePerPayment(10000, 3)).toBe(3333.33);
    expect(pricePerPayment(10000, 0)).toBe(10000);
  });
});
