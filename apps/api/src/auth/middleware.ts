import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps';
import { detail, messages } from '../http/errors';
import type { AppEnv } from '../http/env';
import { loadActiveUser, type UserType } from './current-user';
import { securityEvent } from '../http/security-log';
import type { ViewerCache } from './viewer-cache';

const SCHEME = /^JWT\s+(\S+)\s*$/i;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answered 4xx changed nothing a viewer holds: every write to users, their profiles and
 * groups runs in one transaction, rolled back when it is refused. So a refused write keeps the
 * cache; otherwise each of a burst of bad requests (a form sent again and again, the security
 * suite's fuzzing) made the next request of every user look them up again. A 5xx empties it:
 * what failed, and how far it got, is not known.
 */
const isRefusal = (status: number) => status >= 400 && status < 500;

/**
 * Authenticates `Authorization: JWT <access>` on every /api route except the public ones.
 * Missing, expired, forged or refresh-typed tokens and inactive users get 401 {detail}.
 * The user is looked up through `viewers`, which every write empties once it is answered, unless
 * it was refused (4xx).
 */
export const authenticate = (
  deps: AppDeps,
  isPublic: (path: string) => boolean,
  viewers: ViewerCache,
) => {
  const signIn = async (c: Context<AppEnv>, next: Next) => {
    if (isPublic(c.req.path)) return next();
    const header = c.req.header('authorization');
    if (!header) return detail(c, 401, messages.notAuthenticated);
    const match = SCHEME.exec(header);
    if (!match?.[1]) return detail(c, 401, messages.invalidToken);
    const claims = await deps.tokens.verify(match[1], 'access');
    if (!claims) {
      securityEvent('token.refused', { method: c.req.method, path: c.req.path });
      return detail(c, 401, messages.invalidToken);
    }
    const user = await viewers.load(claims.userId, (id) => loadActiveUser(deps.db, id));
    if (!user) return detail(c, 401, messages.invalidToken);
    c.set('user', user);
    return next();
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return signIn(c, next);
    let refused = false;
    try {
      const answer = await signIn(c, next);
      // signIn's own 401 is its return value; a route's answer is on the context by now.
      refused = isRefusal((answer instanceof Response ? answer : c.res).status);
      return answer;
    } finally {
      if (!refused) viewers.clear();
    }
  });
};

/** 403 unless the signed-in user has one of the given user types. */
export const requireUserType = (...types: UserType[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!types.includes(user.userType)) {
      securityEvent('access.denied', { user_id: user.id, method: c.req.method, path: c.req.path });
      return detail(c, 403, messages.forbidden);
    }
    return next();
  });

/** 403 unless the signed-in user is staff (is_staff). */
export const requireStaff = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user').isStaff) return detail(c, 403, messages.forbidden);
    return next();
  });
