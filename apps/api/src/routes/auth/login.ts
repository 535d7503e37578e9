import { createRoute } from '@hono/zod-openapi';
import { loginBodySchema } from '@portal/domain/schemas';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { clientAddress } from '../../http/client-address';
import { errorResponses, jsonBody } from '../../http/responses';
import { login } from '../../services/auth/login';
import { LoginResponseSchema } from '../../contract/auth';
import { component } from '../../contract/common';

// The body is @portal/domain's: the login form validates with the same fields.
const LoginRequestSchema = component(loginBodySchema, 'LoginRequest');

const route = createRoute({
  operationId: 'userLogin',
  method: 'post',
  path: '/api/user/login/',
  tags: ['user'],
  summary: 'Sign in with e-mail and password',
  description:
    'Answers 401 for a wrong e-mail or password. Every attempt is counted before the password is checked: after 5 attempts for one e-mail within 15 minutes each further attempt must wait a doubling delay (at most 60 s), and one address may make 30 attempts per 15 minutes; a refused attempt gets 429.',
  security: [],
  request: { body: jsonBody(LoginRequestSchema) },
  responses: {
    200: {
      description: 'Signed in.',
      content: { 'application/json': { schema: LoginResponseSchema } },
    },
    ...errorResponses(400, 401, 413, 429),
  },
});

export const registerLogin = (app: ApiApp, deps: AppDeps) => {
  app.openapi(route, async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(await login(deps, email, password, clientAddress(c)), 200);
  });
};
