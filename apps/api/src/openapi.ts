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
    servers: [{ url: '/', description: 'The API is served under /api/ on the portal host.' }],
    security: [{ [SECURITY_SCHEME]: [] }],
  });
  return sortKeys(doc) as Record<string, unknown>;
};

export const serializeOpenApiDocument = (doc: Record<string, unknown>) =>
  `${JSON.stringify(doc, null, 2)}\n`;
