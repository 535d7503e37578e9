import { resetRequestBodySchema } from '@portal/domain/schemas';
import { operation } from '../../http/route';
import { RESET_REQUEST_MESSAGE, requestPasswordReset } from '../../services/auth/password-reset';
import { MessageSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ResetRequestSchema = component(resetRequestBodySchema, 'PasswordResetRequest');

export const registerPasswordReset = operation({
  method: 'post',
  operationId: 'userPasswordReset',
  path: '/api/user/password-reset/',
  tags: ['user'],
  summary: 'Request a password reset link by e-mail',
  description:
    'The same answer whether or not the e-mail belongs to a user; when it does, a mail with the link PUBLIC_URL/confirm-reset-password/?token=... is sent.',
  allow: 'public',
  body: ResetRequestSchema,
  ok: [200, MessageSchema, 'Always the same message.'],
  errors: [400, 413],
}).answer(async (c, deps) => {
  await requestPasswordReset(deps, c.req.valid('json').email);
  return { detail: RESET_REQUEST_MESSAGE };
});
