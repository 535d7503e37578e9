import type { RouteConfig } from '@hono/zod-openapi';
import { ErrorSchema, ValidationErrorSchema } from './errors';

type Responses = RouteConfig['responses'];

const descriptions = {
  400: 'Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}).',
  401: 'Mangler, utløpt eller ugyldig token.',
  403: 'Brukertypen har ikke tilgang.',
  404: 'Ikke funnet.',
  409: 'Konflikt.',
  413: 'Forespørselen er for stor.',
  415: 'Ugyldig innholdstype i forespørselen.',
  429: 'For mange forsøk.',
  500: 'Uventet feil på serveren ({detail}); bad input never gets it.',
} as const;

// A refused sign-in says when to try again: at most the 15-minute window of docs/security.md.
const retryAfterHeader = {
  'Retry-After': {
    description: 'Seconds until the next attempt is allowed.',
    schema: { type: 'integer' as const, format: 'int32', minimum: 1, maximum: 900 },
  },
};

export type ErrorStatus = keyof typeof descriptions;

/**
 * Error responses of a route for the OpenAPI document; 400 may carry either error shape. A route
 * that takes a body (it lists 413) also answers 415 to a wrong content type, and every route may
 * answer 500.
 */
export const errorResponses = (...statuses: ErrorStatus[]): Responses => {
  const out: Responses = {};
  const all = new Set<ErrorStatus>(statuses);
  if (all.has(413)) all.add(415);
  all.add(500);
  for (const status of all) {
    out[status] = {
      description: descriptions[status],
      ...(status === 429 ? { headers: retryAfterHeader } : {}),
      content: {
        'application/json': {
          schema: status === 400 ? ValidationErrorSchema.or(ErrorSchema) : ErrorSchema,
        },
      },
    };
  }
  return out;
};

/** A JSON body that must be present (so a missing or non-JSON body is validated, not skipped). */
export const jsonBody = <T>(schema: T, description?: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});
