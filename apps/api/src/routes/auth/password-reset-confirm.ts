import { createRoute } from '@hono/zod-openapi';
import { confirmResetPasswordPayloadSchema } from '@portal/domain/schemas';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { RESET_CONFIRMED_MESSAGE, confirmPasswordReset } from '../../services/auth/password-reset';
import { MessageSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ConfirmRequestSchema = component(
  confirmResetPasswordPayloadSchema,
  'PasswordResetConfirmRequest',
);

const route = createRoute({
  operationId: 'userPasswordResetConfirm',
  method: 'post',
  path: '/api/user/password-reset/confirm/',
  tags: ['user'],
  summary: 'Set a new password with a reset token',
  description:
    'The token works once and expires. A used, expired or unknown token: 400 {token: [...]}. A weak password: 400 {password: [...]} listing every reason (too short, too common, entirely numeric, too similar to the e-mail or name).',
  security: [],
  request: { body: jsonBody(ConfirmRequestSchema) },
  responses: {
    200: {
      description: 'Password saved.',
      content: { 'application/json': { schema: MessageSchema } },
    },
    ...errorResponses(400, 413),
  },
});

export const registerPasswordResetConfirm = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) => {
    const { token, password } = c.req.valid('json');
    await confirmPasswordReset(deps, token, password);
    return c.json({ detail: RESET_CONFIRMED_MESSAGE }, 200);
  });
};
