import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './next-page';

describe('nextPageOffset', () => {
  it('gives the next offset while rows remain', () => {
    expect(nextPageOffset({ limit: 10, offset: 0 }, 25)).toBe(10);
    expect(nextPageOffset({ limit: 10, offset: 10 }, 25)).toBe(20);
  });

  it('is null on the last page, for an empty list and before the count is known', () => {
    expect(nextPageOffset({ limit: 10, offset: 20 }, 25)).toBeNull();
    expect(nextPageOffset({ limit: 10, offset: 0 }, 10)).toBeNull();
    expect(nextPageOffset({ limit: 10, offset: 0 }, 0)).toBeNull();
    expect(nextPageOffset({ limit: 10, offset: 0 }, undefined)).toBeNull();
  });
});
