import { isApiError } from '@portal/api-client';
import { NO_ANSWER_DETAIL } from '../../feedback/toaster';

/**
 * The lines to show when confirming a new password fails: the server's password messages one per
 * line (seed 000 §8), then any token messages or detail; the user message when there is nothing
 * else, and what to do when no answer came.
 */
export function passwordResetErrorLines(error: unknown): string[] {
  if (!isApiError(error)) return [NO_ANSWER_DETAIL];
  const lines = [...error.fieldMessages('password'), ...error.fieldMessages('token')];
  if (error.detail) lines.push(error.detail);
  return lines.length > 0 ? lines : [error.userMessage];
}
