import { loginBodySchema } from '@portal/domain/schemas';
import { clientAddress } from '../../http/client-address';
import { operation } from '../../http/route';
import { login } from '../../services/auth/login';
import { LoginResponseSchema } from '../../contract/auth';
import { component } from '../../contract/common';

// The body is @portal/domain's: the login form validates with the same fields.
const LoginRequestSchema = component(loginBodySchema, 'LoginRequest');

export const registerLogin = operation({
  method: 'post',
  operationId: 'userLogin',
  path: '/api/user/login/',
  tags: ['user'],
  summary: 'Sign in with e-mail and password',
  description:
    'Answers 401 for a wrong e-mail or password. Every attempt is counted before the password is checked: after 5 attempts for one e-mail within 15 minutes each further attempt must wait a doubling delay (at most 60 s), and one address may make 30 attempts per 15 minutes; a refused attempt gets 429.',
  allow: 'public',
  body: LoginRequestSchema,
  ok: [200, LoginResponseSchema, 'Signed in.'],
  errors: [400, 401, 413, 429],
}).answer(async (c, deps) => {
  const { email, password } = c.req.valid('json');
  return await login(deps, email, password, clientAddress(c));
});
