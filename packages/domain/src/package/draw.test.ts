import { describe, expect, it } from 'vitest';
import { packageToDrawFrom } from './draw';

const pkg = (
  id: number,
  date_sold: string,
  remaining_hours: number | string,
  is_expired = false,
) => ({
  id,
  date_sold,
  remaining_hours,
  is_expired,
});

describe('packageToDrawFrom', () => {
  it('takes the oldest non-expired package with hours', () => {
    const packages = [
      pkg(3, '2026-06-01', 10),
      pkg(1, '2026-01-01', 0),
      pkg(2, '2026-03-01', '2.5'),
    ];
    expect(packageToDrawFrom(packages)?.id).toBe(2);
  });

  it('skips expired packages even with hours', () => {
    expect(packageToDrawFrom([pkg(1, '2025-01-01', 10, true), pkg(2, '2026-01-01', 1)])?.id).toBe(
      2,
    );
  });

  it('falls back to the newest package when none has hours', () => {
    expect(
      packageToDrawFrom([
        pkg(1, '2025-01-01', 10, true),
        pkg(2, '2026-01-01', 0),
        pkg(3, '2026-02-01', -1),
      ])?.id,
    ).toBe(3);
  });

  it('breaks ties on date sold by id, and returns null with no packages', () => {
    expect(packageToDrawFrom([pkg(9, '2026-01-01', 1), pkg(4, '2026-01-01', 1)])?.id).toBe(4);
    expect(packageToDrawFrom([pkg(9, '2026-01-01', 0), pkg(4, '2026-01-01', 0)])?.id).toBe(9);
    expect(packageToDrawFrom([])).toBeNull();
  });
});
