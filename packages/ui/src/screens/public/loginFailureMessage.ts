import { FALLBACK_ERROR_MESSAGE, isApiError } from '@portal/api-client';
import { NO_ANSWER_DETAIL } from '../../feedback/toaster';

/** Shown when the server refuses the email and password (the seed leaves the text open). */
export const WRONG_CREDENTIALS_MESSAGE = 'Feil e-post eller passord';
/** Shown for a 429 without a message of the server's own. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'For mange innloggingsforsøk. Vent litt og prøv igjen.';
/** Shown when the server answered 2xx but without access, refresh, user and type. */
export const INCOMPLETE_LOGIN_MESSAGE = 'Innloggingen ga et ufullstendig svar. Prøv igjen.';

/**
 * The Norwegian message for a failed login: 400/401 wrong credentials, 429 the server's own text,
 * no answer at all (no connection) what to do.
 */
export function loginFailureMessage(error: unknown): string {
  if (!isApiError(error)) return NO_ANSWER_DETAIL;
  if (error.status === 400 || error.status === 401) return WRONG_CREDENTIALS_MESSAGE;
  if (error.status === 429) return error.detail ?? TOO_MANY_ATTEMPTS_MESSAGE;
  return error.detail ?? FALLBACK_ERROR_MESSAGE;
}
