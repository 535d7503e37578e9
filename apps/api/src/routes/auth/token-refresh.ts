import { z } from '@hono/zod-openapi';
import { operation } from '../../http/route';
import { rotateRefreshToken } from '../../services/auth/refresh-tokens';
import { TokenPairSchema } from '../../contract/auth';

const RefreshRequestSchema = z
  .strictObject({ refresh: z.string().min(1).max(2000) })
  .openapi('TokenRefreshRequest');

export const registerTokenRefresh = operation({
  method: 'post',
  operationId: 'userTokenRefresh',
  path: '/api/user/token/refresh/',
  tags: ['user'],
  summary: 'Exchange a refresh token for a new pair',
  description:
    'The refresh token is rotated: the one presented is revoked and refused (401) afterwards.',
  allow: 'public',
  body: RefreshRequestSchema,
  ok: [200, TokenPairSchema, 'A new token pair.'],
  errors: [400, 401, 413],
}).answer((c, deps) => rotateRefreshToken(deps, c.req.valid('json').refresh));
