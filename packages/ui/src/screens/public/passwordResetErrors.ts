import { FALLBACK_ERROR_MESSAGE, isApiError } from '@portal/api-client';

/**
 * The lines to show when confirming a new password fails: the server's password messages one per
 * line (seed 000 §8), then any token messages or detail; 'Noe gikk galt' when there is nothing else.
 */
export function passwordResetErrorLines(error: unknown): string[] {
  if (!isApiError(error)) return [FALLBACK_ERROR_MESSAGE];
  const lines = [...error.fieldMessages('password'), ...error.fieldMessages('token')];
  if (error.detail) lines.push(error.detail);
  return lines.length > 0 ? lines : [error.userMessage];
}
