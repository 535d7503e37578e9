import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/auth/secret-box';

describe('createSecretBox', () => {
  const box = createSecretBox('a-secret-that-is-long-enough-for-the-test-01');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('nøkkel');
    const b = box.seal('nøkkel');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('nøkkel');
  });

  it('gives null for another secret, an altered box and garbage', () => {
    const sealed = box.seal('nøkkel');
    expect(createSecretBox('another-secret-that-is-long-enough-0000000').open(sealed)).toBeNull();
    const [iv, tag, data] = sealed.split('.');
    expect(box.open([iv, tag, `${data}A`].join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
