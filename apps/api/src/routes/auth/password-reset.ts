import { createRoute } from '@hono/zod-openapi';
import { resetRequestBodySchema } from '@portal/domain/schemas';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { RESET_REQUEST_MESSAGE, requestPasswordReset } from '../../services/auth/password-reset';
import { MessageSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ResetRequestSchema = component(resetRequestBodySchema, 'PasswordResetRequest');

const route = createRoute({
  operationId: 'userPasswordReset',
  method: 'post',
  path: '/api/user/password-reset/',
  tags: ['user'],
  summary: 'Request a password reset link by e-mail',
  description:
    'The same answer whether or not the e-mail belongs to a user; when it does, a mail with the link PUBLIC_URL/confirm-reset-password/?token=... is sent.',
  security: [],
  request: { body: jsonBody(ResetRequestSchema) },
  responses: {
    200: {
      description: 'Always the same message.',
      content: { 'application/json': { schema: MessageSchema } },
    },
    ...errorResponses(400, 413),
  },
});

export const registerPasswordReset = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) => {
    await requestPasswordReset(deps, c.req.valid('json').email);
    return c.json({ detail: RESET_REQUEST_MESSAGE }, 200);
  });
};
