import { operation } from '../../http/route';
import { revokeRefreshToken } from '../../services/auth/refresh-tokens';
import { LogoutRequestSchema } from '../../contract/auth';

export const registerLogout = operation({
  method: 'post',
  operationId: 'userLogout',
  path: '/api/user/logout/',
  tags: ['user'],
  summary: "Sign out: revoke the session's refresh token",
  description:
    "'Logg ut' in the portal. The presented refresh token is revoked, so it cannot be refreshed again. Always 204: an unknown, expired or forged token has nothing to revoke. The access token lives out its few minutes.",
  allow: 'public',
  body: LogoutRequestSchema,
  ok: [204, 'Signed out.'],
  errors: [400, 413],
}).answer((c, deps) => revokeRefreshToken(deps, c.req.valid('json').refresh));
