/** Shown when the server gave no message of its own (seed 000, section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Noe gikk galt';

/**
 * The `detail` of a call refused because the session ended (its refresh was refused): the caller's
 * error says so in the user's words instead of the server's words about a token.
 */
export const SESSION_ENDED_DETAIL = 'Økten er utløpt. Logg inn igjen.';

/** `{detail}` for general errors, `{field: [messages]}` for validation errors (400). */
export type ApiErrorBody = { detail: string } | Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one error type every call of the client throws for a non-2xx answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed response body (usually an {@link ApiErrorBody}), or the raw text if it was not JSON. */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
    super(detail ?? `${FALLBACK_ERROR_MESSAGE} (${status})`);
    this.status = status;
    this.body = body;
  }

  /** The server's `detail` message, if it sent one. */
  get detail(): string | undefined {
    return isRecord(this.body) && typeof this.body.detail === 'string'
      ? this.body.detail
      : undefined;
  }

  /** Every field's messages of a validation error; empty when the body has none. */
  get fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const result: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(this.body)) {
      if (Array.isArray(messages)) {
        result[field] = messages.filter((m): m is string => typeof m === 'string');
      } else if (typeof messages === 'string' && field !== 'detail') {
        result[field] = [messages];
      }
    }
    return result;
  }

  /** The messages of one field of a validation error (empty when that field is fine). */
  fieldMessages(field: string): string[] {
    return this.fieldErrors[field] ?? [];
  }

  /** A message a user can read: the server's detail, else the first field message, else 'Noe gikk galt'. */
  get userMessage(): string {
    return this.detail ?? Object.values(this.fieldErrors).flat()[0] ?? FALLBACK_ERROR_MESSAGE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether a call failed only because the session ended (the refresh was refused): the forced
 * logout that comes with it says so, so a screen need not.
 */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.detail === SESSION_ENDED_DETAIL;
}

/** A user-readable message for any error a query or mutation may throw. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.userMessage : FALLBACK_ERROR_MESSAGE;
}
