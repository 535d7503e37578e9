import { changePasswordPayloadSchema } from '@portal/domain/schemas';
import { operation } from '../../http/route';
import { accountPolicy } from '../../policies/reference';
import { PASSWORD_CHANGED_MESSAGE, changePassword } from '../../services/auth/change-password';
import { PasswordChangedSchema } from '../../contract/auth';
import { component } from '../../contract/common';

const ChangePasswordRequestSchema = component(changePasswordPayloadSchema, 'ChangePasswordRequest');

export const registerChangePassword = operation({
  method: 'patch',
  operationId: 'userChangePassword',
  path: '/api/user/change-password/',
  tags: ['user'],
  summary: "Change the signed-in user's password",
  description:
    'A wrong old password: 400 {old_password: [...]}. A weak new password: 400 {new_password: [...]}. A change revokes every refresh token of the user (every other session is signed out) and answers a new token pair for this one.',
  allow: [accountPolicy, 'changePassword'],
  body: ChangePasswordRequestSchema,
  ok: [200, PasswordChangedSchema, 'Password changed; a new token pair for this session.'],
  errors: [400, 401, 413],
}).answer(async (c, deps) => {
  const { old_password, new_password } = c.req.valid('json');
  const pair = await changePassword(deps, c.get('user').id, old_password, new_password);
  return { detail: PASSWORD_CHANGED_MESSAGE, ...pair };
});
