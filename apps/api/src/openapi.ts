import { createApp, SECURITY_SCHEME } from './app';
import { createTokenService } from './auth/tokens';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { testConfigFor } from './openapi-config';

/** Recursively sorts object keys so the written document does not depend on registration order. */
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * Gives every integer schema its width (int32 when its bounds fit, else int64), which the zod
 * schemas do not say, so clients pick the right type (OWASP API4 integer-format).
 */
const withIntegerFormats = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withIntegerFormats) as T;
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withIntegerFormats(child)]),
  ) as Record<string, unknown>;
  const integer =
    node.type === 'integer' || (Array.isArray(node.type) && node.type.includes('integer'));
  if (integer && node.format === undefined) {
    const min = (node.minimum ?? node.exclusiveMinimum) as number | undefined;
    const max = (node.maximum ?? node.exclusiveMaximum) as number | undefined;
    const fits = min !== undefined && max !== undefined && min >= INT32_MIN && max <= INT32_MAX;
    node.format = fits ? 'int32' : 'int64';
  }
  return node as T;
};

/** The OpenAPI 3.1 document of every route of the app, with deterministic key order. */
export const buildOpenApiDocument = (): Record<string, unknown> => {
  const config = testConfigFor('openapi');
  const now = () => new Date(0);
  // Routes are only registered, never called: no database is opened.
  const deps: AppDeps = {
    db: {} as Database,
    config,
    now,
    tokens: createTokenService(config.jwtSecret, now),
    mailer: { send: async () => {} },
  };
  const app = createApp(deps);
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1.0.0',
      description:
        'The HTTP API of the tutoring portal. Conventions (trailing slashes, errors, auth): docs/api.md.',
    },
    servers: [
      {
        url: '/',
        description: 'Production and local: the API is served under /api/ on the portal host.',
        'x-internal': false,
      },
    ],
    security: [{ [SECURITY_SCHEME]: [] }],
  });
  return sortKeys(withIntegerFormats(doc)) as Record<string, unknown>;
};

export const serializeOpenApiDocument = (doc: Record<string, unknown>) =>
  `${JSON.stringify(doc, null, 2)}\n`;
