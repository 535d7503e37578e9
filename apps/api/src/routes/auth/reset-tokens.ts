import { createRoute, z } from '@hono/zod-openapi';
import { passwordTokenBodySchema } from '@portal/domain/schemas';
import { allow } from '../../policies/policy';
import { staffToolsPolicy } from '../../policies/reference';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { errorResponses, jsonBody } from '../../http/responses';
import {
  createStaffResetToken,
  listStaffResetTokens,
} from '../../services/auth/staff-reset-tokens';
import { component } from '../../contract/common';

const ResetTokenSchema = z
  .object({
    id: z.number().int(),
    user_email: z.string(),
    key: z.string().openapi({ description: 'Link: {origin}/confirm-reset-password/?token={key}' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('ResetToken');

const CreateResetTokenSchema = component(passwordTokenBodySchema, 'ResetTokenCreateRequest');

const listRoute = createRoute({
  operationId: 'userResetTokensList',
  method: 'get',
  path: '/api/user/reset-tokens/',
  tags: ['user'],
  summary: 'Live password tokens created by staff (staff only)',
  description:
    'Unused and unexpired tokens, newest first. Tokens expire after 3 days and work once.',
  middleware: allow(staffToolsPolicy, 'resetTokens', 'userResetTokensList'),
  responses: {
    200: {
      description: 'The live tokens.',
      content: { 'application/json': { schema: z.array(ResetTokenSchema) } },
    },
    ...errorResponses(401, 403),
  },
});

const createTokenRoute = createRoute({
  operationId: 'userResetTokensCreate',
  method: 'post',
  path: '/api/user/reset-tokens/',
  tags: ['user'],
  summary: "Create a password token for a user's e-mail (staff only)",
  description:
    'An e-mail without an active user: 400 {email: [...]}. No mail is sent; staff pass the link on.',
  middleware: allow(staffToolsPolicy, 'resetTokens', 'userResetTokensCreate'),
  request: { body: jsonBody(CreateResetTokenSchema) },
  responses: {
    201: {
      description: 'The new token.',
      content: { 'application/json': { schema: ResetTokenSchema } },
    },
    ...errorResponses(400, 401, 403, 413),
  },
});

export const registerResetTokens = (app: ApiApp, deps: AppDeps) => {
  app.openapi(listRoute, async (c) => c.json(await listStaffResetTokens(deps), 200));
  app.openapi(createTokenRoute, async (c) =>
    c.json(await createStaffResetToken(deps, c.get('user').id, c.req.valid('json').email), 201),
  );
};
