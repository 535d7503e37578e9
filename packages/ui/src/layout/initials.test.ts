import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first and the last word, as the avatar did', () => {
    expect(initials('Kari Nordmann')).toBe('KN');
    expect(initials('Ola Johan  Nordmann')).toBe('ON');
    expect(initials(' Åse ')).toBe('Å');
    expect(initials('')).toBe('');
  });
});
