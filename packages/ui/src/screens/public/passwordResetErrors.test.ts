import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { passwordResetErrorLines } from './passwordResetErrors';

describe('passwordResetErrorLines', () => {
  it("lists the server's password messages one per line, then the token's", () => {
    const error = new ApiError(400, {
      password: ['Passordet er for kort.', 'Passordet er for vanlig.'],
      token: ['Lenken er utløpt.'],
    });
    expect(passwordResetErrorLines(error)).toEqual([
      'Passordet er for kort.',
      'Passordet er for vanlig.',
      'Lenken er utløpt.',
    ]);
  });

  it('adds the detail of a general error', () => {
    expect(passwordResetErrorLines(new ApiError(404, { detail: 'Ugyldig lenke' }))).toEqual([
      'Ugyldig lenke',
    ]);
  });

  it("says 'Noe gikk galt' when there is nothing else to say; no answer says what to do", () => {
    expect(passwordResetErrorLines(new ApiError(500, 'Internal'))).toEqual(['Noe gikk galt']);
    expect(passwordResetErrorLines(new TypeError('Failed to fetch'))).toEqual([
      'Sjekk nettforbindelsen og prøv igjen.',
    ]);
  });

  it('shows a message of another field rather than nothing', () => {
    expect(passwordResetErrorLines(new ApiError(400, { email: ['Ugyldig e-post'] }))).toEqual([
      'Ugyldig e-post',
    ]);
  });
});
