import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import {
  TOO_MANY_ATTEMPTS_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  loginFailureMessage,
} from './loginFailureMessage';

describe('loginFailureMessage', () => {
  it('says wrong e-mail or password for 400 and 401, whatever the server wrote', () => {
    expect(loginFailureMessage(new ApiError(401, { detail: 'No active account' }))).toBe(
      WRONG_CREDENTIALS_MESSAGE,
    );
    expect(loginFailureMessage(new ApiError(400, { email: ['Ugyldig'] }))).toBe(
      'Feil e-post eller passord',
    );
  });

  it("shows the server's own text for 429, or a Norwegian one when it sent none", () => {
    expect(loginFailureMessage(new ApiError(429, { detail: 'Vent 30 sekunder.' }))).toBe(
      'Vent 30 sekunder.',
    );
    expect(loginFailureMessage(new ApiError(429, 'Too Many Requests'))).toBe(
      TOO_MANY_ATTEMPTS_MESSAGE,
    );
  });

  it("falls back to 'Noe gikk galt' for a server error without detail; no answer says what to do", () => {
    expect(loginFailureMessage(new ApiError(500, '<html>'))).toBe('Noe gikk galt');
    expect(loginFailureMessage(new ApiError(503, { detail: 'Vedlikehold' }))).toBe('Vedlikehold');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Sjekk nettforbindelsen og prøv igjen.',
    );
  });
});
