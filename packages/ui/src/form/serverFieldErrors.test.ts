import { ApiError } from '@portal/api-client';
import { describe, expect, it, vi } from 'vitest';
import { setFieldErrorMap, setServerFieldErrors } from './serverFieldErrors';

describe('setFieldErrorMap', () => {
  it("puts each known field's first message on the form, skipping unknown and empty fields", () => {
    const setError = vi.fn();
    setFieldErrorMap(
      { email: ['Ugyldig e-post', 'For lang'], city: [], other: ['Ukjent'] },
      ['email', 'city'],
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Ugyldig e-post' }, { shouldFocus: true }],
    ]);
  });

  it("sets them in the form's order, the first taking the focus", () => {
    const setError = vi.fn();
    setFieldErrorMap(
      { email: ['Finnes allerede'], first_name: ['Påkrevd'] },
      ['first_name', 'email'],
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['first_name', { message: 'Påkrevd' }, { shouldFocus: true }],
      ['email', { message: 'Finnes allerede' }, { shouldFocus: false }],
    ]);
  });

  it('drops the prefix before matching, and keeps fields without it', () => {
    const setError = vi.fn();
    setFieldErrorMap(
      { 'user_info.email': ['Ugyldig e-post'], first_name: ['Påkrevd'], email_x: ['Nei'] },
      ['email', 'first_name'],
      setError,
      { stripPrefix: 'user_info.' },
    );
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Ugyldig e-post' }, { shouldFocus: true }],
      ['first_name', { message: 'Påkrevd' }, { shouldFocus: false }],
    ]);
  });

  it('without a prefix, a nested name is not a field of the form', () => {
    const setError = vi.fn();
    setFieldErrorMap({ 'user_info.email': ['Ugyldig e-post'] }, ['email'], setError);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('setServerFieldErrors', () => {
  it("sets the API error's field messages", () => {
    const setError = vi.fn();
    setServerFieldErrors(new ApiError(400, { email: ['Finnes allerede'] }), ['email'], setError);
    expect(setError.mock.calls).toEqual([
      ['email', { message: 'Finnes allerede' }, { shouldFocus: true }],
    ]);
  });

  it('leaves errors that are not the API’s to the caller', () => {
    const setError = vi.fn();
    setServerFieldErrors(new Error('nettverk'), ['email'], setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
