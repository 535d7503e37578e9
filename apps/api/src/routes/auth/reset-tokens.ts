import { z } from '@hono/zod-openapi';
import { passwordTokenBodySchema } from '@portal/domain/schemas';
import { staffToolsPolicy } from '../../policies/reference';
import type { AppDeps } from '../../deps';
import type { ApiApp } from '../../http/env';
import { operation } from '../../http/route';
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

const list = operation({
  method: 'get',
  operationId: 'userResetTokensList',
  path: '/api/user/reset-tokens/',
  tags: ['user'],
  summary: 'Live password tokens created by staff (staff only)',
  description:
    'Unused and unexpired tokens, newest first. Tokens expire after 3 days and work once.',
  allow: [staffToolsPolicy, 'resetTokens'],
  ok: [200, z.array(ResetTokenSchema), 'The live tokens.'],
  errors: [401, 403],
}).answer((c, deps) => listStaffResetTokens(deps));

const create = operation({
  method: 'post',
  operationId: 'userResetTokensCreate',
  path: '/api/user/reset-tokens/',
  tags: ['user'],
  summary: "Create a password token for a user's e-mail (staff only)",
  description:
    'An e-mail without an active user: 400 {email: [...]}. No mail is sent; staff pass the link on.',
  allow: [staffToolsPolicy, 'resetTokens'],
  body: CreateResetTokenSchema,
  ok: [201, ResetTokenSchema, 'The new token.'],
  errors: [400, 401, 403, 413],
}).answer((c, deps) => createStaffResetToken(deps, c.get('user').id, c.req.valid('json').email));

export const registerResetTokens = (app: ApiApp, deps: AppDeps) => {
  list(app, deps);
  create(app, deps);
};
