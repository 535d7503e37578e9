import { createRoute } from '@hono/zod-openapi';
import { changePasswordPayloadSchema } from '@portal/domain/schemas';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import { allow } from '../../policies/policy';
import { accountPolicy } from '../../policies/reference';
import { PASSWORD_CHANGED_MESSAGE, changePassword } from '../../services/auth/change-password';
import { PasswordChangedSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ChangePasswordRequestSchema = component(changePasswordPayloadSchema, 'ChangePasswordRequest');

const route = createRoute({
  operationId: 'userChangePassword',
  method: 'patch',
  path: '/api/user/change-password/',
  tags: ['user'],
  summary: "Change the signed-in user's password",
  description:
    'A wrong old password: 400 {old_password: [...]}. A weak new password: 400 {new_password: [...]}. A change revokes every refresh token of the user (every other session is signed out) and answers a new token pair for this one.',
  middleware: allow(accountPolicy, 'changePassword', 'userChangePassword'),
  request: { body: jsonBody(ChangePasswordRequestSchema) },
  responses: {
    200: {
      description: 'Password changed; a new token pair for this session.',
      content: { 'application/json': { schema: PasswordChangedSchema } },
    },
    ...errorResponses(400, 401, 413),
  },
});

export const registerChangePassword = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) => {
    const { old_password, new_password } = c.req.valid('json');
    const pair = await changePassword(deps, c.get('user').id, old_password, new_password);
    return c.json({ detail: PASSWORD_CHANGED_MESSAGE, ...pair }, 200);
  });
};
