import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logUnexpectedError } from './log-error';
import { jsonAnswer } from './json-answer';

/** `{detail: message}`: every error that is not about a field. */
export const ErrorSchema = z
  .object({ detail: z.string().openapi({ example: 'Ikke funnet.' }) })
  .openapi('Error');

/** `{field: [messages]}`: validation errors. Nested paths are joined with '.'. */
export const ValidationErrorSchema = z
  .record(z.string(), z.array(z.string()))
  .openapi('ValidationError', {
    example: { email: ['Ugyldig email-adresse'] },
  });

export type ValidationErrors = Record<string, string[]>;

/** An error a service throws; the app's error handler answers `{detail}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A field-level error a service throws after the schema passed (e.g. a weak password). */
export class FieldError extends Error {
  constructor(readonly errors: ValidationErrors) {
    super('Validation failed');
    this.name = 'FieldError';
  }
}

export const NON_FIELD_ERRORS = 'non_field_errors';

// Norwegian default messages (Django REST framework's nb translation where it has one).
export const messages = {
  required: 'Dette feltet er påkrevd.',
  unknownField: 'Ukjent felt.',
  notAuthenticated: 'Manglende autentiseringsinformasjon.',
  invalidToken: 'Token er ugyldig eller utløpt.',
  forbidden: 'Du har ikke tilgang til å utføre denne handlingen.',
  notFound: 'Ikke funnet.',
  malformedJson: 'Ugyldig JSON i forespørselen.',
  malformedForm: 'Ugyldig skjemadata (multipart/form-data) i forespørselen.',
  tooLarge: 'Forespørselen er for stor.',
  unsupportedMediaType: 'Ugyldig innholdstype i forespørselen.',
  serverError: 'Det oppstod en feil på serveren.',
} as const;

// Own properties only: a body key named 'constructor' or 'toString' must not find Object's.
const add = (out: ValidationErrors, key: string, message: string) => {
  if (!Object.hasOwn(out, key)) out[key] = [];
  out[key]!.push(message);
};

/** 404 'Ikke funnet.': the object does not exist, or the caller may not see it (one answer for both). */
export const notFound = () => new ApiError(404, messages.notFound);

/** Turns zod issues into `{field: [messages]}`; unknown keys get their own entries. */
export const zodIssuesToErrors = (issues: readonly z.core.$ZodIssue[]): ValidationErrors => {
  // No prototype: a key named '__proto__' is an ordinary field name here.
  const out: ValidationErrors = Object.create(null);
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(out, base ? `${base}.${key}` : key, messages.unknownField);
      continue;
    }
    add(out, base || NON_FIELD_ERRORS, issue.message);
  }
  return out;
};

export const detail = (c: Context, status: ContentfulStatusCode, message: string) =>
  jsonAnswer(c, { detail: message }, status);

/** The app's onError: known errors keep their status; anything else is a logged 500. */
export const handleError = (err: Error, c: Context) => {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return detail(c, err.status, err.message);
  }
  if (err instanceof FieldError) return jsonAnswer(c, err.errors, 400);
  // A handler that parsed a body itself (c.req.json) and got bad JSON.
  if (err instanceof SyntaxError) return detail(c, 400, messages.malformedJson);
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 400) return detail(c, 400, messages.malformedJson);
    if (status === 415) return detail(c, 415, messages.unsupportedMediaType);
    if (status === 413) return detail(c, 413, messages.tooLarge);
    if (status === 401) return detail(c, 401, messages.notAuthenticated);
    return detail(c, status as ContentfulStatusCode, err.message || messages.serverError);
  }
  logUnexpectedError(err);
  return detail(c, 500, messages.serverError);
};
