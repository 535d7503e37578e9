import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  FALLBACK_ERROR_MESSAGE,
  isSessionEnded,
  SESSION_ENDED_DETAIL,
} from './api-error';

describe('ApiError', () => {
  it('falls back to the Norwegian message when the body says nothing', () => {
    const error = new ApiError(500, '<html>Internal Server Error</html>');
    expect(error.userMessage).toBe('Noe gikk galt');
    expect(error.message).toBe('Noe gikk galt (500)');
    expect(error.fieldErrors).toEqual({});
  });

  it('collects field messages of every field, a single string as a list of one', () => {
    const error = new ApiError(400, { password: ['For kort', 'For vanlig'], token: 'Ugyldig' });
    expect(error.fieldErrors).toEqual({ password: ['For kort', 'For vanlig'], token: ['Ugyldig'] });
    expect(error.fieldMessages('password')).toEqual(['For kort', 'For vanlig']);
  });

  it('prefers the detail over field messages for the user message', () => {
    expect(new ApiError(403, { detail: 'Ingen tilgang' }).userMessage).toBe('Ingen tilgang');
  });

  it('gives the fallback for errors that are not ApiError', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(FALLBACK_ERROR_MESSAGE);
    expect(errorMessage(new ApiError(400, { email: ['Ugyldig e-post'] }))).toBe('Ugyldig e-post');
  });

  it('knows a call refused only because the session ended from every other failure', () => {
    expect(isSessionEnded(new ApiError(401, { detail: SESSION_ENDED_DETAIL }))).toBe(true);
    // The server's own 401 (a refresh that got no answer passes it on) is another failure.
    expect(isSessionEnded(new ApiError(401, { detail: 'Token is invalid or expired' }))).toBe(
      false,
    );
    expect(isSessionEnded(new ApiError(400, { detail: SESSION_ENDED_DETAIL }))).toBe(false);
    expect(isSessionEnded(new TypeError('Failed to fetch'))).toBe(false);
  });
});
