import { describe, expect, it } from 'vitest';
import { isModuleLoadError } from './moduleLoadError';

describe('isModuleLoadError', () => {
  it("knows each browser's failed import()", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.example/assets/students-Ab1.js',
      'error loading dynamically imported module: https://portal.example/assets/students-Ab1.js',
      'Importing a module script failed.',
    ])
      expect(isModuleLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves every other error to the error page', () => {
    expect(
      isModuleLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isModuleLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isModuleLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isModuleLoadError(undefined)).toBe(false);
  });
});
