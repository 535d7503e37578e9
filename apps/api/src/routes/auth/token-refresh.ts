import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { TokenPairSchema } from '../../contract/auth';

const RefreshRequestSchema = z
  .strictObject({ refresh: z.string().min(1).max(2000) })
  .openapi('TokenRefreshRequest');

const route = createRoute({
  operationId: 'userTokenRefresh',
  method: 'post',
  path: '/api/user/token/refresh/',
  tags: ['user'],
  summary: 'Exchange a refresh token for a new pair',
  description:
    'The refresh token is rotated: the one presented is revoked and refused (401) afterwards.',
  security: [],
  request: { body: jsonBody(RefreshRequestSchema) },
  responses: {
    200: {
      description: 'A new token pair.',
      content: { 'application/json': { schema: TokenPairSchema } },
    },
    ...errorResponses(400, 401, 413),
  },
});

export const registerTokenRefresh = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) =>
    c.json(await rotateRefreshToken(deps, c.req.valid('json').refresh), 200),
  );
};
