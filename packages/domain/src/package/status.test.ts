import { describe, expect, it } from 'vitest';
import {
  PACKAGE_TEXTS,
  isExpiredOn,
  isPackageActive,
  packageExpirationDate,
  packageFillColor,
  packageFillPercent,
  partitionPackages,
  reactivationExpirationDate,
} from './status';

describe('customer package active or inactive', () => {
  it('is active when not expired and hours remain', () => {
    expect(isPackageActive({ is_expired: false, remaining_hours: 0.25 })).toBe(true);
    expect(isPackageActive({ is_expired: false, remaining_hours: '10.00' })).toBe(true);
    expect(isPackageActive({ is_expired: false, remaining_hours: 0 })).toBe(false);
    expect(isPackageActive({ is_expired: false, remaining_hours: -1 })).toBe(false);
    expect(isPackageActive({ is_expired: true, remaining_hours: 5 })).toBe(false);
  });

  it('partitions a list', () => {
    const a = { id: 1, is_expired: false, remaining_hours: 5 };
    const b = { id: 2, is_expired: true, remaining_hours: 5 };
    const c = { id: 3, is_expired: false, remaining_hours: 0 };
    expect(partitionPackages([a, b, c])).toEqual({ active: [a], inactive: [b, c] });
  });

  it('has the overview texts', () => {
    expect(PACKAGE_TEXTS.EXPIRED).toBe('Utløpt pakke');
    expect(PACKAGE_TEXTS.SHOW_INACTIVE).toBe('Vis inaktive pakker');
  });
});

describe('fill level', () => {
  const pkg = (remaining: number | string, total: number | string = 20, expired = false) => ({
    is_expired: expired,
    remaining_hours: remaining,
    hours_in_package: total,
  });

  it('is gray when expired, whatever remains', () => {
    expect(packageFillColor(pkg(20, 20, true))).toBe('gray');
    expect(packageFillColor(pkg(0, 20, true))).toBe('gray');
  });

  it('is blue at 0 hours (and below)', () => {
    expect(packageFillColor(pkg(0))).toBe('blue');
    expect(packageFillColor(pkg(-1.5))).toBe('blue');
  });

  it('is red below 25 %, yellow below 50 %, green otherwise', () => {
    expect(packageFillColor(pkg(4.75))).toBe('red');
    expect(packageFillColor(pkg(5))).toBe('yellow');
    expect(packageFillColor(pkg(9.75))).toBe('yellow');
    expect(packageFillColor(pkg(10))).toBe('green');
    expect(packageFillColor(pkg('20.00', '20.00'))).toBe('green');
    expect(packageFillColor(pkg(1, 0))).toBe('green');
  });

  it('computes the percentage, clamped', () => {
    expect(packageFillPercent(5, 20)).toBe(25);
    expect(packageFillPercent(-5, 20)).toBe(0);
    expect(packageFillPercent(25, 20)).toBe(100);
    expect(packageFillPercent(5, 0)).toBe(0);
  });
});

describe('expiration and reactivation', () => {
  it('expires 12 months after the date sold', () => {
    expect(packageExpirationDate('2026-11-21')).toBe('2027-11-21');
    expect(packageExpirationDate('2026-12-31')).toBe('2027-12-31');
    expect(packageExpirationDate('2026-01-31')).toBe('2027-01-31');
  });

  it('clamps a leap day to the end of February', () => {
    expect(packageExpirationDate('2028-02-29')).toBe('2029-02-28');
    expect(packageExpirationDate('2027-02-28')).toBe('2028-02-28');
  });

  it('reads timestamps in Oslo time', () => {
    expect(packageExpirationDate('2026-03-28T23:30:00Z')).toBe('2027-03-29');
    expect(packageExpirationDate(new Date('2026-10-24T22:30:00Z'))).toBe('2027-10-25');
  });

  it('reactivates for 12 months from today', () => {
    expect(reactivationExpirationDate(new Date('2026-11-21T12:00:00Z'))).toBe('2027-11-21');
    expect(reactivationExpirationDate(new Date('2028-02-29T12:00:00Z'))).toBe('2029-02-28');
  });

  it('is expired only after the expiration day', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpiredOn('2026-11-21', now)).toBe(false);
    expect(isExpiredOn('2026-11-20', now)).toBe(true);
    expect(isExpiredOn('2027-01-01', now)).toBe(false);
  });
});
