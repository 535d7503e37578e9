import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { revokeRefreshToken } from '../../services/auth/refresh-tokens';
import { LogoutRequestSchema } from '../../contract/auth';

const route = createRoute({
  operationId: 'userLogout',
  method: 'post',
  path: '/api/user/logout/',
  tags: ['user'],
  summary: "Sign out: revoke the session's refresh token",
  description:
    "'Logg ut' in the portal. The presented refresh token is revoked, so it cannot be refreshed again. Always 204: an unknown, expired or forged token has nothing to revoke. The access token lives out its few minutes.",
  security: [],
  request: { body: jsonBody(LogoutRequestSchema) },
  responses: {
    204: { description: 'Signed out.' },
    ...errorResponses(400, 413),
  },
});

export const registerLogout = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) => {
    await revokeRefreshToken(deps, c.req.valid('json').refresh);
    return c.body(null, 204);
  });
};
