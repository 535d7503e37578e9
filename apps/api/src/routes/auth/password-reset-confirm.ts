import { confirmResetPasswordPayloadSchema } from '@portal/domain/schemas';
import { operation } from '../../http/route';
import { RESET_CONFIRMED_MESSAGE, confirmPasswordReset } from '../../services/auth/password-reset';
import { MessageSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ConfirmRequestSchema = component(
  confirmResetPasswordPayloadSchema,
  'PasswordResetConfirmRequest',
);

export const registerPasswordResetConfirm = operation({
  method: 'post',
  operationId: 'userPasswordResetConfirm',
  path: '/api/user/password-reset/confirm/',
  tags: ['user'],
  summary: 'Set a new password with a reset token',
  description:
    'The token works once and expires. A used, expired or unknown token: 400 {token: [...]}. A weak password: 400 {password: [...]} listing every reason (too short, too common, entirely numeric, too similar to the e-mail or name).',
  allow: 'public',
  body: ConfirmRequestSchema,
  ok: [200, MessageSchema, 'Password saved.'],
  errors: [400, 413],
}).answer(async (c, deps) => {
  const { token, password } = c.req.valid('json');
  await confirmPasswordReset(deps, token, password);
  return { detail: RESET_CONFIRMED_MESSAGE };
});
